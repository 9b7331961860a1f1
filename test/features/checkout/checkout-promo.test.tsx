import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartPromoResponseSchema } from '../../../contract/promo';
import { routes } from '../../../contract/routes';
import { contractJson, errorJson } from '../../msw/contract-responses';
import { handle } from '../../msw/handle';
import { aLine, aShopWithCart, renderShop } from '../cart/cart-driver';
import { goToPayment } from './checkout-driver';

const kettle = { id: 2, name: 'Kuvalo Para', slug: 'kuvalo-para', price: 6_000, stock: 3 };

const promoHandlers = [
  handle(routes.cartPromoApply, async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    if (code !== 'ZIMA10') return errorJson(422, { error: 'Kod je iskorišćen.', code: 'PROMO_USED_UP' });
    return contractJson(cartPromoResponseSchema, {
      promo: { code: 'ZIMA10', kind: 'percent', value: 10, discount: 600 },
    });
  }),
];

describe('the promo code on the review step', () => {
  it('shows a refusal under the field, then the applied code in the totals; the order sent carries it', async () => {
    const shop = aShopWithCart([aLine(11, kettle)]);
    const { user, orders } = renderShop('/korpa', shop, { handlers: promoHandlers });
    await goToPayment(user);
    const review = screen.getByRole('region', { name: 'Pregled porudžbine' });
    const field = within(review).getByRole('textbox', { name: 'Kod za popust' });

    await user.type(field, 'LETO');
    await user.click(within(review).getByRole('button', { name: 'Primeni' }));
    expect(await within(review).findByText('Kod je iskorišćen.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'ZIMA10');
    await user.click(within(review).getByRole('button', { name: 'Primeni' }));
    expect(await within(review).findByText(/je primenjen\./)).toBeTruthy();
    expect(within(review).getByText('Popust (kod ZIMA10)').nextElementSibling?.textContent).toBe(
      '−600\u00a0RSD',
    );
    expect(screen.getByText(/Za plaćanje:/).textContent).toBe('Za plaćanje: 5.400\u00a0RSD');
    // The shopper's own change: the review names nothing.
    expect(screen.queryByText(/Porudžbina se promenila/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' });
    // The confirmation shows the code and its discount.
    expect(screen.getByText('Popust (kod ZIMA10)').nextElementSibling?.textContent).toBe('−600 RSD');
    expect(orders.received[0]!.reviewed).toEqual({
      lines: [{ productId: kettle.id, quantity: 1, unitPrice: 6_000 }],
      shipping: 0,
      total: 5_400,
      promo: { code: 'ZIMA10', discount: 600 },
    });
  });
});
