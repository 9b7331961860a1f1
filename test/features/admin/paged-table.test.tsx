import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Loaded } from '../../../src/lib/use-loader';
import { type Page, PagedTable } from '../../../src/back-office/paged-table';

/** src/back-office/paged-table.tsx: the one table the back office's lists (orders, products, stock, audit) share. */

type Item = { id: number; name: string };
const pageOf = (items: Item[], page = 1, total = items.length): Page<Item> => ({
  items,
  page,
  total,
  pageSize: 2,
});

function table(list: Partial<Loaded<Page<Item>>>) {
  const loaded: Loaded<Page<Item>> = { status: 'loaded', data: null, error: null, retry: vi.fn(), ...list };
  render(
    <PagedTable
      list={loaded}
      caption={(page) => `Stvari: ${page.total}`}
      columns={['Naziv', 'Broj']}
      row={(item) => (
        <tr key={item.id}>
          <th scope="row">{item.name}</th>
          <td>{item.id}</td>
        </tr>
      )}
      empty="Nema stvari."
      hrefOf={(page) => `/stvari?page=${page}`}
    />,
  );
  return loaded;
}

describe('PagedTable', () => {
  it('shows the page: caption, headings, one row per item, and the pager to the other pages', () => {
    table({
      data: pageOf(
        [
          { id: 3, name: 'Treća' },
          { id: 4, name: 'Četvrta' },
        ],
        2,
        5,
      ),
    });
    const shown = screen.getByRole('table', { name: 'Stvari: 5' });
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Naziv', 'Broj']);
    expect(
      within(shown)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Treća', 'Četvrta']);
    const pager = screen.getByRole('navigation', { name: 'Strane' });
    expect(within(pager).getByText('Strana 2 od 3')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Prethodna' }).getAttribute('href')).toBe(
      '/stvari?page=1',
    );
    expect(within(pager).getByRole('link', { name: 'Sledeća' }).getAttribute('href')).toBe('/stvari?page=3');
    expect(screen.queryByText('Nema stvari.')).toBeNull();
  });

  it('says an empty page is empty, with no pager', () => {
    table({ data: pageOf([]) });
    expect(screen.getByText('Nema stvari.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Strane' })).toBeNull();
  });

  it('shows the loading state before the first page', () => {
    table({ status: 'loading' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('keeps the last page while the next loads', () => {
    table({ status: 'loading', data: pageOf([{ id: 1, name: 'Prva' }]) });
    expect(screen.getByRole('rowheader', { name: 'Prva' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why a page failed and tries again', async () => {
    const loaded = table({ status: 'failed', error: 'Nema veze sa serverom.' });
    expect(screen.getByText('Nema veze sa serverom.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(loaded.retry).toHaveBeenCalledTimes(1);
  });
});
