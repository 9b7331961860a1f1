import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidModel97 } from '../../../contract/model-97';
import { ORDER_NUMBER_PATTERN, orderNumberOf, paymentReferenceOf } from '../../../contract/order-number';
import { qrPng, qrSvgDataUrl } from '../../../server/orders/ips-qr-image';
import { ipsPayloadOf } from '../../../server/orders/payment-slip';
import { placeOrder } from '../../../server/orders/place-order';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { cartLines, guestWithCart, insertCart, orderBody, ordersOfCart, stockOf } from './order-fixtures';

const belgradeYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Belgrade', year: 'numeric' }).format(new Date()));

describe('order numbers and the payment slip of a bank transfer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  async function placeNew(paymentMethod: 'cash_on_delivery' | 'bank_transfer' = 'cash_on_delivery') {
    const product = await insertProduct(server, { price: 1200, stock: 5 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const response = await guestWithCart(server, cartId).post(
      '/api/orders',
      await orderBody(server, cartId, { paymentMethod }),
    );
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('numbers an order KK-YYYY-NNNNNN: this year in Belgrade, random digits, a valid model-97 reference', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await placeNew()).order.number);

    for (const number of numbers) {
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(number.slice(3, 7)).toBe(String(belgradeYear()));
      expect(isValidModel97(number)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(3);
    // Sequential numbers would tell how many orders the shop takes.
    const serials = numbers.map((number) => Number(number.slice(8)));
    expect(serials[1]! - serials[0]! === 1 && serials[2]! - serials[1]! === 1).toBe(false);
  });

  it('draws again when the drawn number is taken, in the same transaction, and places the order once', async () => {
    const taken = (await placeNew()).order.number;
    const fresh = orderNumberOf(belgradeYear(), '000042');
    const product = await insertProduct(server, { price: 900, stock: 3 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const draws = [taken, taken, fresh];

    const placed = await placeOrder(server.database.db, await orderBody(server, cartId), null, {
      drawNumber: () => draws.shift()!,
    });

    expect(placed.created).toBe(true);
    expect(placed.order.number).toBe(fresh);
    expect(draws).toEqual([]);
    expect(await ordersOfCart(server, cartId)).toHaveLength(1);
    expect(await stockOf(server, product.id)).toBe(1);
  });

  it('gives up after five taken numbers and writes nothing: no order, stock and cart as they were', async () => {
    const taken = (await placeNew()).order.number;
    const product = await insertProduct(server, { price: 900, stock: 3 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    let draws = 0;

    await expect(
      placeOrder(server.database.db, await orderBody(server, cartId), null, {
        drawNumber: () => {
          draws += 1;
          return taken;
        },
      }),
    ).rejects.toThrow('no free order number after 5 draws');

    expect(draws).toBe(5);
    expect(await ordersOfCart(server, cartId)).toEqual([]);
    expect(await stockOf(server, product.id)).toBe(3);
    expect(await cartLines(server, cartId)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it("puts the NBS IPS QR code of the slip's own account, amount, purpose and reference on the slip", async () => {
    const { order, paymentSlip } = await placeNew('bank_transfer');
    const reference = paymentReferenceOf(order.number);
    const payload = [
      'K:PR',
      'V:01',
      'C:1',
      'R:160000000001234595',
      'N:Prodavnica d.o.o., Beograd',
      'I:RSD1490,00',
      'SF:289',
      `S:Porudžbina br. ${order.number}`,
      `RO:97${reference}`,
    ].join('|');

    expect(paymentSlip.qrCode).toBe(await qrSvgDataUrl(payload));
    const svg = Buffer.from(paymentSlip.qrCode.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<path [^>]*d="M[^"]{200,}"/);
  });

  it('gives a cash-on-delivery order no payment slip and so no QR code', async () => {
    const { paymentSlip } = await placeNew('cash_on_delivery');
    expect(paymentSlip).toBeNull();
  });

  it('shows the same QR code in the confirmation mail of a bank transfer, as an inline PNG', async () => {
    const { order, paymentSlip } = await placeNew('bank_transfer');
    const mail = server.lastMailTo(order.customer.email);

    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments!;
    expect(qr).toMatchObject({ filename: 'ips-qr.png', contentType: 'image/png' });
    expect(qr!.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(qr!.content.equals(await qrPng(ipsPayloadOf(paymentSlip)))).toBe(true);
    expect(mail.html).toContain(`<img src="cid:${qr!.cid}" alt="NBS IPS QR kod za plaćanje"`);
    expect(mail.text).toContain('skenirati NBS IPS QR kod u aplikaciji svoje banke');
  });

  it('sends the confirmation mail of a cash order without an image', async () => {
    const { order } = await placeNew('cash_on_delivery');
    const mail = server.lastMailTo(order.customer.email);
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).not.toContain('<img');
  });
});
