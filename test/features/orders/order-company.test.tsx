import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, ORDER_ID } from '../../msw/admin-fixtures';
import { aBackOffice } from '../../msw/admin-handlers';
import { anOrder, orderHistoryHandlers } from '../../msw/order-history-handlers';
import { aSignedInShop } from '../../msw/profile-handlers';
import { renderApp } from '../../utils/render-app';
import { OrderConfirmation } from '../../../src/features/orders/order-confirmation';
import { openBackOffice, screenTitled } from '../admin/back-office-driver';

// An order bought as a company (issue 36) shows its R1 invoice's company on the confirmation, the
// shopper's order details and the back office's order.
const company = { name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' };
const INVOICE = 'RačunR1, na firmu Primer d.o.o.PIB 100000024Matični broj 12345678';

describe('an order bought as a company', () => {
  it('the confirmation shows the invoice part and the delivery date of the moment it was placed', () => {
    render(
      <OrderConfirmation
        order={anOrder({ company, deliveryEstimate: 'Isporuka: od 30. decembra do 4. januara' })}
        paymentSlip={null}
      />,
    );
    expect(screen.getByRole('region', { name: 'Račun' }).textContent).toBe(INVOICE);
    expect(screen.getByText('Isporuka: od 30. decembra do 4. januara')).toBeTruthy();
    cleanup();
    render(<OrderConfirmation order={anOrder({ company: null })} paymentSlip={null} />);
    expect(screen.queryByRole('region', { name: 'Račun' })).toBeNull();
    expect(screen.queryByText(/^Isporuka:/)).toBeNull();
  });

  it("the shopper's order details show the company", async () => {
    const order = anOrder({ company });
    const shop = aSignedInShop();
    renderApp(`/profil/istorija-kupovine/${order.id}`, {
      shop,
      handlers: orderHistoryHandlers(shop, { orders: [{ order, userId: shop.sessionUserId! }], failing: [] }),
    });
    const invoice = await screen.findByRole('region', { name: 'Račun' }, { timeout: 20_000 });
    expect(invoice.textContent).toBe(INVOICE);
  });

  it('the back office shows the company the R1 invoice is made out to', async () => {
    const detail = anAdminOrder();
    openBackOffice(
      `/admin/porudzbine/${ORDER_ID}`,
      aBackOffice({ orders: [{ ...detail, order: { ...detail.order, company } }] }),
    );
    await screenTitled('Porudžbina br. 51-2026-001024');
    const heading = screen.getByRole('heading', { name: 'Račun R1 (pravno lice)' });
    expect(heading.nextElementSibling?.textContent).toBe('Primer d.o.o.PIB 100000024Matični broj 12345678');
  });
});
