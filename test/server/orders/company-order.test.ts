import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema } from '../../../contract/admin';
import { deliveryEstimate } from '../../../contract/delivery-estimate';
import { BULKY_SHIPPING_PRICE } from '../../../contract/money';
import { signedInStaff } from '../admin/staff-helpers';
import { insertProduct } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { guestWithCart, insertCart, orderBody, ordersOfCart, stockOf } from './order-fixtures';

const COMPANY = { name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' };

describe('POST /api/orders as a company (R1 invoice)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('places and stores the company, answers it on the order, the details and the back office, and mails R1', async () => {
    const product = await insertProduct(server, { price: 2000, stock: 3 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId, {
      company: { name: '  Primer d.o.o. ', pib: '100 000 024', registrationNumber: '1234 5678' },
    });
    const response = await guestWithCart(server, cartId).post('/api/orders', body);
    expect(response.statusCode).toBe(201);
    const { order, accessToken } = response.json();
    expect(order.company).toEqual(COMPANY);
    expect(order.deliveryEstimate).toBe(deliveryEstimate(new Date(order.createdAt)).text);

    const [row] = await ordersOfCart(server, cartId);
    expect(row).toMatchObject({
      companyName: 'Primer d.o.o.',
      companyPib: '100000024',
      companyRegistrationNumber: '12345678',
    });

    const details = await new HttpClient(server.app).get(`/api/orders/${order.id}?token=${accessToken}`);
    expect(details.json().order.company).toEqual(COMPANY);

    const { client: operator } = await signedInStaff(server, 'operator');
    const admin = adminOrderDetailSchema.parse((await operator.get(`/api/admin/orders/${order.id}`)).json());
    expect(admin.order.company).toEqual(COMPANY);

    const mail = server.lastMailTo(body.customer.email);
    expect(mail.text).toContain('Račun: R1, na firmu Primer d.o.o., PIB 100000024, matični broj 12345678');
    expect(mail.text).toContain(order.deliveryEstimate);
  });

  it('a private order keeps no company and says its delivery in the mail; bulky goods take 2 to 5 days', async () => {
    const product = await insertProduct(server, { price: 50000, shippingPrice: BULKY_SHIPPING_PRICE });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId);
    const { order } = (await guestWithCart(server, cartId).post('/api/orders', body)).json();
    expect(order.company).toBeNull();
    expect(order.deliveryEstimate).toBe(deliveryEstimate(new Date(order.createdAt), 'bulky').text);
    const [row] = await ordersOfCart(server, cartId);
    expect(row).toMatchObject({ companyName: null, companyPib: null, companyRegistrationNumber: null });
    const mail = server.lastMailTo(body.customer.email);
    expect(mail.text).not.toContain('Račun: R1');
    expect(mail.text).toContain(order.deliveryEstimate);
  });

  it.each([
    ['a wrong check digit', { pib: '100000025' }, ['company', 'pib'], 'PIB nije ispravan (kontrolna cifra).'],
    ['a short PIB', { pib: '1234567' }, ['company', 'pib'], 'PIB mora imati 9 cifara.'],
    [
      'a short matični broj',
      { registrationNumber: '123' },
      ['company', 'registrationNumber'],
      'Matični broj mora imati 8 cifara.',
    ],
    ['no company name', { name: ' ' }, ['company', 'name'], 'Unesite naziv firme.'],
  ])('refuses %s with 400 VALIDATION_ERROR and places nothing', async (_, wrong, path, message) => {
    const product = await insertProduct(server, { stock: 2 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId, { company: { ...COMPANY, ...wrong } });
    const response = await guestWithCart(server, cartId).post('/api/orders', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await ordersOfCart(server, cartId)).toEqual([]);
    expect(await stockOf(server, product.id)).toBe(2);
  });
});
