import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '../../../../contract/admin';
import { addDays, belgradeDateOf } from '../../../../contract/belgrade-calendar';
import { products, stockAlerts } from '../../../../server/db/schema';
import { HttpClient } from '../../../utils/http-client';
import { insertCategory, insertProduct } from '../../../utils/fixtures';
import { type TestServer, createTestServer } from '../../../utils/test-server';
import { type StaffClient, signedInStaff } from '../staff-helpers';
import { auditRowsOf, patch, validEan } from './catalog-admin-helpers';

/** A Belgrade day `offset` days from today, `YYYY-MM-DD`. */
const day = (offset: number) => addDays(belgradeDateOf(new Date()), offset);
const days = (from: number, until: number) => ({ discountFrom: day(from), discountUntil: day(until) });
/** A product on sale from yesterday for a week, as the database stores it. */
const onSale = (salePrice: number) => ({ salePrice, saleFrom: day(-1), saleUntil: day(6) });

describe('the back office’s products (/api/admin/products)', () => {
  let server: TestServer;
  let admin: StaffClient;
  let operator: StaffClient;
  let fridges: Awaited<ReturnType<typeof insertCategory>>;
  let white: Awaited<ReturnType<typeof insertCategory>>;

  beforeAll(async () => {
    // No timer: a back-in-stock mail can only come from the edit itself.
    server = await createTestServer({ config: { stockAlertCheckMs: 0 } });
    admin = await signedInStaff(server, 'admin');
    operator = await signedInStaff(server, 'operator');
    white = await insertCategory(server, { name: 'Bela tehnika', slug: 'bela-tehnika' });
    fridges = await insertCategory(server, { name: 'Frižideri', slug: 'frizideri', parentId: white.id });
  });
  afterAll(() => server.close());

  const createBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Frižider Gorenje NRK 6192',
    description: 'Kombinovani frižider.',
    categoryId: fridges.id,
    brand: 'Gorenje',
    price: 54_999,
    discountPrice: 0,
    shippingPrice: 1490,
    stock: 3,
    available: true,
    ean: validEan(),
    ...overrides,
  });

  describe('list', () => {
    let kettles: Awaited<ReturnType<typeof insertCategory>>;
    beforeAll(async () => {
      kettles = await insertCategory(server, { name: 'Kuvala', slug: 'kuvala-lista' });
      await insertProduct(server, {
        categoryId: kettles.id,
        name: 'Čajnik Đurđevak',
        brand: 'Tefal',
        stock: 0,
      });
      await insertProduct(server, {
        categoryId: kettles.id,
        name: 'Čajnik Vrelo',
        brand: 'Bosch',
        stock: 40,
      });
      await insertProduct(server, {
        categoryId: kettles.id,
        name: 'Kuvalo Brzo',
        brand: 'Tefal',
        stock: LOW_STOCK_THRESHOLD,
        ean: '3838782123456',
        description: 'Nije čajnik, nego kuvalo.',
      });
      await insertProduct(server, {
        categoryId: kettles.id,
        name: 'Kuvalo Veliko',
        brand: 'Gorenje',
        stock: 6,
      });
    });

    const names = (response: { json(): { items: { name: string }[] } }) =>
      response.json().items.map((item) => item.name);

    it('lists a category in name order with its total, fifty a page, without descriptions', async () => {
      const response = await operator.client.get(`/api/admin/products?category=${kettles.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(names(response)).toEqual(['Čajnik Đurđevak', 'Čajnik Vrelo', 'Kuvalo Brzo', 'Kuvalo Veliko']);
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 50 });
      expect(body.items[0]).not.toHaveProperty('description');
      expect(body.items[0]).toMatchObject({ categoryId: kettles.id, images: [], stock: 0 });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('a category lists its subcategories’ products too', async () => {
      await insertProduct(server, { categoryId: fridges.id, name: 'Frižider u potkategoriji' });
      const body = (await operator.client.get(`/api/admin/products?category=${white.id}`)).json();
      expect(body.items.map((item: { name: string }) => item.name)).toContain('Frižider u potkategoriji');
    });

    it('finds by the beginning of a name’s or brand’s words, in any case, without diacritics or in Cyrillic', async () => {
      const search = (q: string) =>
        operator.client.get(`/api/admin/products?category=${kettles.id}&q=${encodeURIComponent(q)}`);
      expect(names(await search('cajnik'))).toEqual(['Čajnik Đurđevak', 'Čajnik Vrelo']);
      expect(names(await search('ЧАЈНИК ђурђ'))).toEqual(['Čajnik Đurđevak']);
      expect(names(await search('tef'))).toEqual(['Čajnik Đurđevak', 'Kuvalo Brzo']);
      // A word only the description holds is not a name or brand.
      expect(names(await search('nego'))).toEqual([]);
    });

    it('finds by EAN, whole', async () => {
      const response = await operator.client.get('/api/admin/products?q=3838782123456');
      expect(names(response)).toEqual(['Kuvalo Brzo']);
      expect(response.json().total).toBe(1);
    });

    it(`the low-stock list holds stock up to ${LOW_STOCK_THRESHOLD}, fewest pieces first`, async () => {
      const body = (
        await operator.client.get(`/api/admin/products?category=${kettles.id}&lowStock=true`)
      ).json();
      expect(body.items.map((item: { name: string; stock: number }) => [item.name, item.stock])).toEqual([
        ['Čajnik Đurđevak', 0],
        ['Kuvalo Brzo', LOW_STOCK_THRESHOLD],
      ]);
      expect(body.total).toBe(2);
    });

    it('pages: page 2 of a search continues where page 1 ended', async () => {
      const many = await insertCategory(server, { slug: 'mnogo-lampi' });
      for (let i = 0; i < 55; i++) {
        await insertProduct(server, { categoryId: many.id, name: `Lampa ${String(i).padStart(2, '0')}` });
      }
      const first = (await operator.client.get(`/api/admin/products?category=${many.id}&q=lampa`)).json();
      const second = (
        await operator.client.get(`/api/admin/products?category=${many.id}&q=lampa&page=2`)
      ).json();
      expect(first.total).toBe(55);
      expect(first.items).toHaveLength(50);
      expect(second.items.map((item: { name: string }) => item.name)).toEqual(
        ['50', '51', '52', '53', '54'].map((n) => `Lampa ${n}`),
      );
      const unfiltered = (await operator.client.get(`/api/admin/products?category=${many.id}&page=2`)).json();
      expect(unfiltered).toMatchObject({ total: 55, page: 2 });
      expect(unfiltered.items).toHaveLength(5);
    });
  });

  describe('get', () => {
    it('answers one product with its description, or 404 in Serbian', async () => {
      const row = await insertProduct(server, { description: 'Opis.' });
      const response = await operator.client.get(`/api/admin/products/${row.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().product).toMatchObject({ id: row.id, description: 'Opis.', images: [] });
      expect(new Date(response.json().product.updatedAt).getTime()).not.toBeNaN();
      const missing = await operator.client.get('/api/admin/products/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
    });
  });

  describe('create', () => {
    it('makes the slug from the name, and the next free one when it is taken; audits the new product', async () => {
      const first = await admin.client.post(
        '/api/admin/products',
        createBody({ name: 'Šporet Ćirilica Đak' }),
      );
      expect(first.statusCode).toBe(201);
      expect(first.json().product).toMatchObject({
        slug: 'sporet-cirilica-djak',
        stock: 3,
        shippingPrice: 1490,
      });
      const second = await admin.client.post(
        '/api/admin/products',
        createBody({ name: 'Šporet ćirilica đak' }),
      );
      expect(second.json().product.slug).toBe('sporet-cirilica-djak-2');

      const [audit] = await auditRowsOf(server, 'product', first.json().product.id);
      expect(audit).toMatchObject({ action: 'product.create', staffId: admin.user.id, before: null });
      expect(audit!.after).toMatchObject({ name: 'Šporet Ćirilica Đak', slug: 'sporet-cirilica-djak' });
      expect(audit!.ip).toBe('127.0.0.1');
    });

    it('a slug given and taken is a 409 naming the slug, and nothing is written', async () => {
      const taken = await insertProduct(server);
      const before = await server.database.db.$count(products);
      const response = await admin.client.post('/api/admin/products', createBody({ slug: taken.slug }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: ['slug'] }] });
      expect(response.json().error).toContain(taken.slug);
      expect(await server.database.db.$count(products)).toBe(before);
    });

    it.each([
      ['a negative stock', { stock: -1 }, 'stock', 'Stanje ne može biti negativno.'],
      [
        'a discount price equal to the price',
        { price: 1000, discountPrice: 1000 },
        'discountPrice',
        'Akcijska cena mora biti manja od cene.',
      ],
      [
        'a discount price above the price',
        { price: 1000, discountPrice: 1200 },
        'discountPrice',
        'Akcijska cena mora biti manja od cene.',
      ],
      ['a price of 0', { price: 0 }, 'price', 'Cena mora biti veća od nule.'],
      [
        'a wrong EAN check digit',
        { ean: '8600000000002' },
        'ean',
        'Kontrolna cifra EAN koda "8600000000002" nije ispravna.',
      ],
      [
        'a category that does not exist',
        { categoryId: 999_999 },
        'categoryId',
        'Izabrana kategorija ne postoji.',
      ],
    ])('%s is a 400 naming the field, in Serbian', async (_what, overrides, field, message) => {
      const before = await server.database.db.$count(products);
      const response = await admin.client.post('/api/admin/products', createBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: [field], message }],
      });
      expect(await server.database.db.$count(products)).toBe(before);
    });

    it('is for admins: an operator gets 403', async () => {
      const response = await operator.client.post('/api/admin/products', createBody());
      expect(response.statusCode).toBe(403);
    });
  });

  describe('edit (PATCH)', () => {
    it('changes the fields sent and only them, and audits before and after in the same transaction', async () => {
      const row = await insertProduct(server, { price: 2000, ...onSale(1500), categoryId: fridges.id });
      const response = await patch(admin.client, `/api/admin/products/${row.id}`, {
        name: 'Novo ime',
        description: 'Nov opis',
        brand: 'Nova marka',
        price: 2500,
        shippingPrice: 1490,
        available: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().product).toMatchObject({
        name: 'Novo ime',
        description: 'Nov opis',
        brand: 'Nova marka',
        price: 2500,
        discountPrice: 1500,
        shippingPrice: 1490,
        available: false,
        slug: row.slug,
        stock: row.stock,
      });
      const [audit] = await auditRowsOf(server, 'product', row.id);
      expect(audit).toMatchObject({ action: 'product.update', staffId: admin.user.id });
      expect(audit!.before).toMatchObject({ name: row.name, price: 2000, available: true });
      expect(audit!.after).toMatchObject({ name: 'Novo ime', price: 2500, available: false });
    });

    it('a discount price at or above the stored price is a 400 on discountPrice; a price at or under the stored discount price on price', async () => {
      const row = await insertProduct(server, { price: 2000, ...onSale(1500) });
      const url = `/api/admin/products/${row.id}`;
      const discount = await patch(admin.client, url, { discountPrice: 2000 });
      expect(discount.statusCode).toBe(400);
      expect(discount.json()).toMatchObject({
        error: 'Akcijska cena mora biti manja od cene.',
        issues: [{ path: ['discountPrice'] }],
      });
      const price = await patch(admin.client, url, { price: 1500 });
      expect(price.statusCode).toBe(400);
      expect(price.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['price'] }] });
      expect(price.json().error).toBe('Cena mora biti veća od akcijske cene (1500 din.).');
      // Both moved together is fine, and so is ending the promotion with 0 and no days.
      expect((await patch(admin.client, url, { price: 1200, discountPrice: 999 })).statusCode).toBe(200);
      expect(
        (
          await patch(admin.client, url, {
            discountPrice: 0,
            discountFrom: null,
            discountUntil: null,
            price: 900,
          })
        ).json().product,
      ).toMatchObject({ price: 900, discountPrice: 0, discountFrom: null, discountUntil: null });
      const [stored] = await server.database.db.select().from(products).where(eq(products.id, row.id));
      expect(stored).toMatchObject({ price: 900, discountPrice: 0, salePrice: 0 });
    });

    it('a discount is set with its first and last day and is in effect at once on its days', async () => {
      const row = await insertProduct(server, { price: 2000 });
      const url = `/api/admin/products/${row.id}`;
      const response = await patch(admin.client, url, { discountPrice: 1500, ...days(-1, 29) });
      expect(response.statusCode).toBe(200);
      expect(response.json().product).toMatchObject({ discountPrice: 1500, ...days(-1, 29) });
      const [stored] = await server.database.db.select().from(products).where(eq(products.id, row.id));
      expect(stored).toMatchObject({
        discountPrice: 1500,
        salePrice: 1500,
        saleFrom: day(-1),
        saleUntil: day(29),
      });
      // Moved to next week: scheduled, not yet in effect.
      await patch(admin.client, url, days(7, 10));
      const [later] = await server.database.db.select().from(products).where(eq(products.id, row.id));
      expect(later).toMatchObject({ discountPrice: 0, salePrice: 1500, saleFrom: day(7) });
    });

    it('a discount longer than 31 days, ending before it starts or without days is refused in Serbian; nothing is written', async () => {
      const row = await insertProduct(server, { price: 2000 });
      const url = `/api/admin/products/${row.id}`;
      const tooLong = await patch(admin.client, url, { discountPrice: 1500, ...days(0, 31) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Akcija može trajati najviše 31 dan.',
        issues: [{ path: ['discountUntil'] }],
      });
      const backwards = await patch(admin.client, url, { discountPrice: 1500, ...days(5, 4) });
      expect(backwards.json()).toMatchObject({
        error: 'Akcija ne može da se završi pre nego što počne.',
        issues: [{ path: ['discountUntil'] }],
      });
      const undated = await patch(admin.client, url, { discountPrice: 1500 });
      expect(undated.json()).toMatchObject({
        error: 'Unesite datum početka akcije.',
        issues: [{ path: ['discountFrom'] }],
      });
      const notADay = await patch(admin.client, url, {
        discountPrice: 1500,
        discountFrom: '2026-13-01',
        discountUntil: day(3),
      });
      expect(notADay.statusCode).toBe(400);
      expect(notADay.json().issues[0].path).toEqual(['discountFrom']);
      // The longest lawful one, 31 days with both ends, is fine.
      expect((await patch(admin.client, url, { discountPrice: 1500, ...days(0, 30) })).statusCode).toBe(200);
      const [stored] = await server.database.db.select().from(products).where(eq(products.id, row.id));
      expect(stored).toMatchObject({ salePrice: 1500, saleUntil: day(30) });
    });

    it('a negative stock or an unknown field is a 400 naming it; an unknown product 404; nothing is written', async () => {
      const row = await insertProduct(server, { stock: 7 });
      const negative = await patch(admin.client, `/api/admin/products/${row.id}`, { stock: -3, name: 'Ne' });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().issues).toContainEqual({
        path: ['stock'],
        message: 'Stanje ne može biti negativno.',
      });
      const missing = await patch(admin.client, '/api/admin/products/999999', { name: 'Nema ga' });
      expect(missing.statusCode).toBe(404);
      const [stored] = await server.database.db.select().from(products).where(eq(products.id, row.id));
      expect(stored).toMatchObject({ stock: 7, name: row.name });
      expect(await auditRowsOf(server, 'product', row.id)).toEqual([]);
    });

    it('an edit that changes nothing writes no audit row', async () => {
      const row = await insertProduct(server, { price: 3000 });
      expect((await patch(admin.client, `/api/admin/products/${row.id}`, { price: 3000 })).statusCode).toBe(
        200,
      );
      expect(await auditRowsOf(server, 'product', row.id)).toEqual([]);
    });

    it('is for admins: an operator gets 403 and nothing changes', async () => {
      const row = await insertProduct(server, { price: 3000 });
      expect((await patch(operator.client, `/api/admin/products/${row.id}`, { price: 1 })).statusCode).toBe(
        403,
      );
    });
  });

  describe('stock (operator)', () => {
    it('sets the stock and audits it as stock.set', async () => {
      const row = await insertProduct(server, { stock: 4 });
      const response = await operator.client.put(`/api/admin/products/${row.id}/stock`, {
        stock: 12,
        expectedStock: 4,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().product.stock).toBe(12);
      const [audit] = await auditRowsOf(server, 'stock', row.id);
      expect(audit).toMatchObject({
        action: 'stock.set',
        staffId: operator.user.id,
        before: { stock: 4 },
        after: { stock: 12 },
      });
    });

    it('answers 409 STOCK_CHANGED with the stock as it is when it moved since the operator read it', async () => {
      const row = await insertProduct(server, { stock: 4 });
      await server.database.db.update(products).set({ stock: 3 }).where(eq(products.id, row.id));
      const response = await operator.client.put(`/api/admin/products/${row.id}/stock`, {
        stock: 10,
        expectedStock: 4,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'STOCK_CHANGED', stock: 3 });
      expect(response.json().error).toMatch(/Stanje se promenilo u međuvremenu: sada je 3/);
      const [stored] = await server.database.db.select().from(products).where(eq(products.id, row.id));
      expect(stored!.stock).toBe(3);
      expect(await auditRowsOf(server, 'stock', row.id)).toEqual([]);
    });

    it('of two operators setting the stock they both read, one wins and the other gets STOCK_CHANGED', async () => {
      const row = await insertProduct(server, { stock: 5 });
      const other = await signedInStaff(server, 'operator');
      const answers = await Promise.all([
        operator.client.put(`/api/admin/products/${row.id}/stock`, { stock: 8, expectedStock: 5 }),
        other.client.put(`/api/admin/products/${row.id}/stock`, { stock: 9, expectedStock: 5 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await auditRowsOf(server, 'stock', row.id)).toHaveLength(1);
    });

    it('a negative stock is a 400 on stock in Serbian', async () => {
      const row = await insertProduct(server, { stock: 5 });
      const response = await operator.client.put(`/api/admin/products/${row.id}/stock`, { stock: -1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Stanje ne može biti negativno.',
        issues: [{ path: ['stock'], message: 'Stanje ne može biti negativno.' }],
      });
    });

    it('stock 0 → 3 mails the shoppers waiting for it, at once; a stock edit by PATCH does too', async () => {
      for (const edit of ['stock', 'patch'] as const) {
        const row = await insertProduct(server, { stock: 0, name: `Pegla ${edit}` });
        const email = `ceka-${edit}@example.rs`;
        await server.database.db.insert(stockAlerts).values({ productId: row.id, email });
        const response =
          edit === 'stock'
            ? await operator.client.put(`/api/admin/products/${row.id}/stock`, { stock: 3 })
            : await patch(admin.client, `/api/admin/products/${row.id}`, { stock: 3 });
        expect(response.statusCode).toBe(200);
        await expect
          .poll(() => server.mails.filter((mail) => mail.to === email).map((mail) => mail.subject), {
            timeout: 5_000,
          })
          .toEqual([`Ponovo na stanju: Pegla ${edit} | Prodavnica`]);
      }
    });
  });

  describe('the storefront follows', () => {
    it('an edited name is found by the storefront’s search, and the old one no longer', async () => {
      const row = await insertProduct(server, { categoryId: fridges.id, name: 'Zamrzivač Stari Naziv' });
      const shopper = new HttpClient(server.app);
      const found = async (q: string) =>
        (await shopper.get(`/api/products/search?q=${encodeURIComponent(q)}`))
          .json()
          .items.map((item: { id: number }) => item.id);
      expect(await found('zamrzivac starinaziv')).not.toContain(row.id);
      expect(await found('stari naziv')).toContain(row.id);
      await patch(admin.client, `/api/admin/products/${row.id}`, { name: 'Zamrzivač Ledenko' });
      expect(await found('ledenko')).toEqual([row.id]);
      expect(await found('stari naziv')).not.toContain(row.id);
    });

    it('a product moved to another category is counted there and no longer in the old one', async () => {
      const from = await insertCategory(server, { slug: 'odakle' });
      const to = await insertCategory(server, { slug: 'kuda' });
      const row = await insertProduct(server, { categoryId: from.id });
      const shopper = new HttpClient(server.app);
      const counts = async () => {
        const tree = (await shopper.get('/api/categories')).json() as {
          slug: string;
          productCount: number;
        }[];
        return Object.fromEntries(
          tree.filter((node) => ['odakle', 'kuda'].includes(node.slug)).map((n) => [n.slug, n.productCount]),
        );
      };
      expect(await counts()).toEqual({ odakle: 1, kuda: 0 });
      await patch(admin.client, `/api/admin/products/${row.id}`, { categoryId: to.id });
      expect(await counts()).toEqual({ odakle: 0, kuda: 1 });
      const listing = (await shopper.get('/api/products?category=kuda')).json();
      expect(listing.items.map((item: { id: number }) => item.id)).toEqual([row.id]);
    });
  });
});
