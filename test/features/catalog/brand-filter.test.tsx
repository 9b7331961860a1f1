import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BRANDS_SHOWN, BrandFilter } from '../../../src/features/catalog/brand-filter';

/** 12 brands: Brend A has 12 products, Brend B 11, … Brend L 1. */
const TWELVE = Array.from({ length: 12 }, (_, index) => ({
  name: `Brend ${String.fromCharCode(65 + index)}`,
  count: 12 - index,
}));
const names = () =>
  within(screen.getByRole('group', { name: 'Brend' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('the brand filter', () => {
  it('a long list shows the brands with the most products, in name order, until all are asked for', async () => {
    const user = userEvent.setup();
    render(<BrandFilter brands={[...TWELVE].reverse()} selected={[]} onChange={() => {}} />);
    expect(names()).toHaveLength(BRANDS_SHOWN);
    expect(names()).toEqual(TWELVE.slice(0, BRANDS_SHOWN).map((brand) => ` ${brand.name} (${brand.count})`));
    const more = screen.getByRole('button', { name: 'Prikaži sve brendove (12)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(names()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Prikaži manje brendova' }));
    expect(names()).toHaveLength(BRANDS_SHOWN);
  });

  it('a chosen brand stays in the folded list, also one the listing no longer offers', () => {
    render(<BrandFilter brands={TWELVE} selected={['Brend L', 'Nestali']} onChange={() => {}} />);
    expect(names()).toContain(' Brend L (1)');
    expect(names()).toContain(' Nestali (0)');
    expect(screen.getByRole('checkbox', { name: 'Brend L (1)' })).toHaveProperty('checked', true);
  });

  it('a list only a little longer than the folded one shows whole, with no button', () => {
    render(<BrandFilter brands={TWELVE.slice(0, BRANDS_SHOWN + 2)} selected={[]} onChange={() => {}} />);
    expect(names()).toHaveLength(BRANDS_SHOWN + 2);
    expect(screen.queryByRole('button', { name: /Prikaži/ })).toBeNull();
  });

  it('checking and unchecking a brand tells the listing the new choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<BrandFilter brands={TWELVE} selected={[]} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Brend C (10)' }));
    expect(onChange).toHaveBeenLastCalledWith(['Brend C']);
    rerender(<BrandFilter brands={TWELVE} selected={['Brend C']} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Brend C (10)' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
