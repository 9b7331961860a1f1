import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { cartPromoResponseSchema } from '../../../contract/promo';
import { contractJson, errorJson } from '../../msw/contract-responses';
import { handle } from '../../msw/handle';
import { aLine, aShopWithCart, renderShop } from './cart-driver';

const kettle = { id: 2, name: 'Kuvalo Para', slug: 'kuvalo-para', price: 6_000, stock: 3 };

const summary = () => screen.getByRole('region', { name: 'Pregled porudžbine' });
const summaryRow = (label: string) => within(summary()).queryByText(label)?.nextElementSibling?.textContent;

/** The fake server's promo calls: ZIMA10 applies (10 %), STARI is expired; what was sent is kept. */
function promoHandlers(sent: unknown[]) {
  return [
    handle(routes.cartPromoApply, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push(body);
      if (body.code.trim().toUpperCase() !== 'ZIMA10') {
        return errorJson(422, { error: 'Kod je istekao.', code: 'PROMO_EXPIRED' });
      }
      return contractJson(cartPromoResponseSchema, {
        promo: { code: 'ZIMA10', kind: 'percent', value: 10, discount: 600 },
      });
    }),
    handle(routes.cartPromoRemove, () => contractJson(cartPromoResponseSchema, { promo: null })),
  ];
}

describe('the promo code in the cart (/korpa)', () => {
  it('shows the server’s reason under the field, applies a code into the totals, and removes it', async () => {
    const sent: unknown[] = [];
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, kettle)]), {
      handlers: promoHandlers(sent),
    });
    const field = await screen.findByRole('textbox', { name: 'Kod za popust' });

    // Nothing typed: the form says so and asks nothing of the server.
    await user.click(screen.getByRole('button', { name: 'Primeni' }));
    expect(await screen.findByText('Unesite kod za popust.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(field, 'stari');
    await user.click(screen.getByRole('button', { name: 'Primeni' }));
    const reason = await screen.findByText('Kod je istekao.');
    // Under the field, tied to it for screen readers.
    expect(field.getAttribute('aria-describedby')).toContain(reason.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(summaryRow('Ukupno')).toBe('6.000\u00a0RSD');

    await user.clear(field);
    await user.type(field, ' zima10 ');
    await user.click(screen.getByRole('button', { name: 'Primeni' }));
    expect(await screen.findByText(/je primenjen\./)).toBeTruthy();
    expect(summaryRow('Popust (kod ZIMA10)')).toBe('−600\u00a0RSD');
    expect(summaryRow('Ukupno')).toBe('5.400\u00a0RSD');
    expect(screen.queryByRole('textbox', { name: 'Kod za popust' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ukloni kod' }));
    expect(await screen.findByRole('textbox', { name: 'Kod za popust' })).toBeTruthy();
    await waitFor(() => expect(summaryRow('Popust (kod ZIMA10)')).toBeUndefined());
    expect(summaryRow('Ukupno')).toBe('6.000\u00a0RSD');
  });
});
