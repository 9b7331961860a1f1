import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../utils/axe';
import { aLine, aShopWithCart, renderShop } from '../cart/cart-driver';
import { goToPayment, startCheckout } from './checkout-driver';

describe('cart and checkout accessibility (issue: no serious or critical axe violations)', () => {
  it('the cart, the delivery form with errors, the payment step and the confirmation pass axe', async () => {
    const gone = {
      id: 4,
      name: 'Toster Stari',
      slug: 'toster-stari',
      price: 1_200,
      available: false,
      stock: 0,
    };
    const { user } = renderShop(
      '/korpa',
      aShopWithCart([
        aLine(11, { id: 1, name: 'Blender Vihor', slug: 'blender-vihor', price: 2_500 }),
        aLine(14, gone),
      ]),
    );
    await screen.findByRole('listitem', { name: 'Toster Stari' });
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ukloni nedostupne proizvode' }));
    await startCheckout(user);
    await user.click(await screen.findByRole('button', { name: 'Nastavi na plaćanje' }));
    await screen.findByText('Unesite ime.');
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Nazad' }));
    await goToPayment(user);
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Uplatnica/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' });
    expect(await seriousViolations()).toEqual([]);
  });
});
