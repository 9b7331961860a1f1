import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalog } from '../msw/catalog-handlers';
import { aVisitor } from '../features/catalog/catalog-driver';
import { openServerRenderedPage } from '../utils/server-rendered-page';

// Issue 36 on a server-rendered page: a shared comparison arrives with its products, and the
// browser's own lists (the comparison's, the recently viewed) appear only after hydration, so the
// server's markup and the first browser render agree.

const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';
const hydrationComplaints = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.map((call) => String(call[0])).filter((text) => !text.startsWith(TWO_RENDERERS));

/** The fake catalogue with each product's category id. */
function catalogWithCategories() {
  const catalog = aCatalog();
  const ids: Record<string, number> = { frizideri: 11, 'ves-masine': 12, usisivaci: 21 };
  return {
    ...catalog,
    entries: catalog.entries.map((entry) => ({
      ...entry,
      product: { ...entry.product, categoryId: ids[entry.category]! },
    })),
  };
}

describe('comparison and recently viewed, rendered on the server', () => {
  it('a shared comparison address arrives with exactly those products, hydrates cleanly and reads nothing again', async () => {
    const page = await openServerRenderedPage('/uporedi?proizvodi=2,1', {
      shop: aVisitor(),
      catalog: catalogWithCategories(),
    });
    const served = document.implementation.createHTMLDocument('');
    served.body.innerHTML = page.html;
    expect([...served.body.querySelectorAll('thead th a')].map((link) => link.textContent)).toEqual([
      'Frižider Mraz Mini',
      'Frižider Polar 300',
    ]);
    expect(served.body.querySelector('h1')?.textContent).toBe('Poređenje proizvoda');
    await waitFor(() => expect(page.requests).toContain('GET /api/cart'));
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
    expect(page.requests.filter((request) => request.startsWith('GET /api/products'))).toEqual([]);
  });

  it('a stored recently viewed list is not in the server’s markup and shows after hydration without a mismatch', async () => {
    localStorage.setItem(
      'recently_viewed',
      JSON.stringify([
        { id: 4, name: 'Usisivač Tornado 2000', slug: 'usisivac-tornado-2000', thumbnail: '/t.svg' },
      ]),
    );
    const page = await openServerRenderedPage('/proizvod/frizider-mraz-mini', { shop: aVisitor() });
    expect(page.html).not.toContain('Nedavno pregledano');
    expect(await screen.findByRole('region', { name: 'Nedavno pregledano' })).toBeTruthy();
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
  });
});
