import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { OrderConfirmation } from '../../../src/features/orders/order-confirmation';
import { anOrder, orderHistoryHandlers } from '../../msw/order-history-handlers';
import { FAKE_QR_CODE, fakePaymentSlip } from '../../msw/payment-slip-fixture';
import { aSignedInShop } from '../../msw/profile-handlers';
import { renderApp } from '../../utils/render-app';

const QR_ALT = 'NBS IPS QR kod za plaćanje';
const SUMMARY_PARTS = ['Proizvodi', 'Dostava i plaćanje', 'Podaci za uplatu (uplatnica)'];

/** What the shared summary shows: each part's words and figures, the columns, the QR image. */
function summaryShown() {
  const parts = SUMMARY_PARTS.map((name) => screen.queryByRole('region', { name })?.textContent ?? null);
  const columns = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  const qr = screen.queryByRole('img', { name: QR_ALT });
  return { parts, columns, qr: qr && { src: qr.getAttribute('src'), alt: qr.getAttribute('alt') } };
}

async function detailsShown(order: Order) {
  const shop = aSignedInShop();
  renderApp(`/profil/istorija-kupovine/${order.id}`, {
    shop,
    handlers: orderHistoryHandlers(shop, { orders: [{ order, userId: shop.sessionUserId! }], failing: [] }),
  });
  await screen.findByRole(
    'heading',
    { level: 1, name: `Porudžbina br. ${order.number}` },
    { timeout: 20_000 },
  );
  await screen.findByRole('region', { name: 'Proizvodi' });
  return summaryShown();
}

function confirmationShown(order: Order) {
  render(<OrderConfirmation order={order} paymentSlip={fakePaymentSlip(order)} />);
  return summaryShown();
}

describe('one order summary on the confirmation page and in the order details', () => {
  it('shows the same labels, columns, figures, address, payment and slip on both pages', async () => {
    const order = anOrder({
      paymentMethod: 'bank_transfer',
      note: 'Interfon 12',
      shipping: 290,
      total: 29_260,
    });
    const details = await detailsShown(order);
    cleanup();
    const confirmation = confirmationShown(order);

    expect(confirmation).toEqual(details);
    expect(details.columns).toEqual(['Proizvod', 'Količina', 'Cena', 'Ukupno']);
    expect(details.parts.every((part) => part !== null)).toBe(true);
  });

  it('shows a promo code and its discount on both pages, and nothing of one on an order without', async () => {
    const order = anOrder({ promoCode: 'ZIMA10', discount: 1_000, shipping: 0, total: 27_970 });
    const details = await detailsShown(order);
    expect(details.parts[0]).toContain('Popust (kod ZIMA10)−1.000\u00a0RSD');
    cleanup();
    expect(confirmationShown(order)).toEqual(details);
    cleanup();
    expect(confirmationShown(anOrder()).parts[0]).not.toContain('Popust');
  });

  it('puts the NBS IPS QR code the server drew on a bank transfer slip, with a Serbian alt text', () => {
    const order = anOrder({ paymentMethod: 'bank_transfer' });
    render(<OrderConfirmation order={order} paymentSlip={fakePaymentSlip(order)} />);
    const slip = screen.getByRole('region', { name: 'Podaci za uplatu (uplatnica)' });
    const qr = within(slip).getByRole('img', { name: QR_ALT });
    expect(qr.getAttribute('src')).toBe(FAKE_QR_CODE);
    const value = (term: string) => within(slip).getByText(term).nextElementSibling?.textContent;
    expect(value('Šifra plaćanja')).toBe('289');
    expect(value('Model')).toBe('97');
    expect(value('Poziv na broj')).toBe(order.number.replaceAll('-', ''));
  });

  it('shows neither slip nor QR code for cash on delivery', () => {
    render(<OrderConfirmation order={anOrder({ paymentMethod: 'cash_on_delivery' })} paymentSlip={null} />);
    expect(screen.queryByRole('region', { name: 'Podaci za uplatu (uplatnica)' })).toBeNull();
    expect(screen.queryByRole('img', { name: QR_ALT })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Način plaćanja' })).getByText('Plaćanje pouzećem'),
    ).toBeTruthy();
  });
});
