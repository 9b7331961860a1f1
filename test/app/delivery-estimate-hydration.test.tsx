import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aVisitor } from '../features/catalog/catalog-driver';
import { openServerRenderedPage } from '../utils/server-rendered-page';
import { setShopClock } from '../utils/shop-clock';

// The product page's delivery date depends on the clock: the server (whose page may be served from
// the cache later) renders none, the browser hydrates the same markup and then shows the date of
// the moment the shopper looks (src/components/ui/delivery-estimate-line.tsx).
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';
const complaints = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.map((call) => String(call[0])).filter((text) => !text.startsWith(TWO_RENDERERS));

describe('the delivery date on a server-rendered product page', () => {
  // Tuesday 1 December 2026, 10:00 in Belgrade: before the cut-off, the order ships today.
  beforeEach(() => setShopClock('2026-12-01T09:00:00Z'));

  it('is not in the served markup, hydrates without a mismatch, then shows the bulky estimate of now', async () => {
    const page = await openServerRenderedPage('/proizvod/frizider-mraz-mini', { shop: aVisitor() });
    expect(page.html).not.toContain('Isporuka:');
    // The fridge ships at the bulky price: 2 to 5 working days.
    expect(await screen.findByText('Isporuka: od 3. do 8. decembra')).toBeTruthy();
    expect(complaints(page.consoleErrors)).toEqual([]);
  });

  it('a light product takes the standard 1 to 3 working days', async () => {
    await openServerRenderedPage('/proizvod/usisivac-tornado-2000', { shop: aVisitor() });
    expect(await screen.findByText('Isporuka: od 2. do 4. decembra')).toBeTruthy();
  });
});
