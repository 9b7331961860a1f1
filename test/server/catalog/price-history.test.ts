import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, belgradeDateOf } from '../../../contract/belgrade-calendar';
import { lowestPriceBeforeDiscount } from '../../../server/catalog/lowest-price';
import { applySaleWindows } from '../../../server/catalog/sale-windows';
import { importCatalog, parseCatalogImport } from '../../../server/db/import-catalog';
import { priceHistory, products } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql-rows';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { patch, validEan } from '../admin/catalog/catalog-admin-helpers';
import { type StaffClient, signedInStaff } from '../admin/staff-helpers';

const today = belgradeDateOf(new Date());
const day = (offset: number) => addDays(today, offset);

describe('discount windows and the price history', () => {
  let server: TestServer;
  let admin: StaffClient;
  const db = () => server.database.db;
  const historyOf = async (productId: number) =>
    (
      await db()
        .select({ price: priceHistory.price, payPrice: priceHistory.payPrice })
        .from(priceHistory)
        .where(eq(priceHistory.productId, productId))
        .orderBy(asc(priceHistory.id))
    ).map((row) => [row.price, row.payPrice]);
  const rowOf = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;

  beforeAll(async () => {
    server = await createTestServer({ config: { stockAlertCheckMs: 0 } });
    admin = await signedInStaff(server, 'admin');
  });
  afterAll(() => server.close());

  it('an import keeps every price change in the history, a discount on its days as the pay price', async () => {
    const category = await insertCategory(server, { name: 'Đubriva', slug: 'dubriva-istorija' });
    const product = {
      name: 'Đubrivo Univerzal 5 kg',
      slug: 'dubrivo-univerzal-istorija',
      ean: validEan(),
      category: category.slug,
      brand: 'Agro',
      price: 1200,
      stock: 5,
      images: ['/images/catalog/placeholder.svg'],
      netQuantity: 5,
      netUnit: 'kg' as const,
    };
    await importCatalog(db(), parseCatalogImport({ categories: [], products: [product] }));
    const [stored] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, product.slug));
    const id = stored!.id;
    expect(await historyOf(id)).toEqual([[1200, 1200]]);
    // The same file again changes no price: no row.
    await importCatalog(db(), parseCatalogImport({ categories: [], products: [product] }));
    expect(await historyOf(id)).toEqual([[1200, 1200]]);
    await importCatalog(
      db(),
      parseCatalogImport({
        categories: [],
        products: [
          { ...product, price: 1300, discountPrice: 990, discountFrom: day(0), discountUntil: day(9) },
        ],
      }),
    );
    expect(await historyOf(id)).toEqual([
      [1200, 1200],
      [1300, 990],
    ]);
    expect(await rowOf(id)).toMatchObject({ discountPrice: 990, netQuantity: 5, netUnit: 'kg' });
  });

  it('an import refuses a discount longer than 31 days or without its days, naming the product', async () => {
    const category = await insertCategory(server, { name: 'Crevo', slug: 'creva-istorija' });
    const base = {
      name: 'Baštensko crevo 25 m',
      slug: 'crevo-istorija',
      ean: validEan(),
      category: category.slug,
      brand: 'Vrt',
      price: 2490,
      stock: 5,
      images: ['/images/catalog/placeholder.svg'],
    };
    await expect(
      importCatalog(
        db(),
        parseCatalogImport({
          categories: [],
          products: [{ ...base, discountPrice: 1990, discountFrom: day(0), discountUntil: day(31) }],
        }),
      ),
    ).rejects.toMatchObject({ problems: ['products[0].discountUntil: Akcija može trajati najviše 31 dan.'] });
    await expect(
      importCatalog(
        db(),
        parseCatalogImport({ categories: [], products: [{ ...base, discountPrice: 1990 }] }),
      ),
    ).rejects.toMatchObject({ problems: ['products[0].discountFrom: Unesite datum početka akcije.'] });
    await expect(
      importCatalog(db(), parseCatalogImport({ categories: [], products: [{ ...base, netQuantity: 25 }] })),
    ).rejects.toMatchObject({ problems: [expect.stringContaining('products[0].netUnit:')] });
  });

  it('a back office edit of the price or the discount is kept in the history', async () => {
    const row = await insertProduct(server, { price: 5000 });
    const url = `/api/admin/products/${row.id}`;
    expect((await patch(admin.client, url, { price: 4800 })).statusCode).toBe(200);
    expect(
      (await patch(admin.client, url, { discountPrice: 3900, discountFrom: day(0), discountUntil: day(6) }))
        .statusCode,
    ).toBe(200);
    // A change of something else is no price change.
    expect((await patch(admin.client, url, { name: 'Novo ime proizvoda' })).statusCode).toBe(200);
    expect(await historyOf(row.id)).toEqual([
      [5000, 5000],
      [4800, 4800],
      [4800, 3900],
    ]);
  });

  it('the window job starts a discount on its first day and ends it after its last, once, and keeps both in the history', async () => {
    const row = await insertProduct(server, { price: 2000 });
    await db()
      .update(products)
      .set({ salePrice: 1500, saleFrom: day(2), saleUntil: day(4) })
      .where(eq(products.id, row.id));
    expect((await rowOf(row.id)).discountPrice).toBe(0);
    expect(await applySaleWindows(db(), day(1))).toBe(0);
    expect(await applySaleWindows(db(), day(2))).toBeGreaterThanOrEqual(1);
    expect((await rowOf(row.id)).discountPrice).toBe(1500);
    // Idempotent: another instance running it on the same day changes nothing.
    expect(await applySaleWindows(db(), day(2))).toBe(0);
    await applySaleWindows(db(), day(4));
    expect((await rowOf(row.id)).discountPrice).toBe(1500);
    await applySaleWindows(db(), day(5));
    expect((await rowOf(row.id)).discountPrice).toBe(0);
    expect(await historyOf(row.id)).toEqual([
      [2000, 2000],
      [2000, 1500],
      [2000, 2000],
    ]);
    // Back to today: nothing of this product in effect.
    await applySaleWindows(db());
    expect((await rowOf(row.id)).discountPrice).toBe(0);
  });

  it('the window job with nothing due leaves catalog_version, so no cache is dropped each minute', async () => {
    await applySaleWindows(db(), day(2));
    const version = async () => rowsOf(await db().execute(sql`select last_value from catalog_version`))[0];
    const before = await version();
    expect(await applySaleWindows(db(), day(2))).toBe(0);
    expect(await version()).toEqual(before);
  });

  it('the window job leaves a product without a schedule as it was written', async () => {
    const row = await insertProduct(server, { price: 2000, discountPrice: 1700 });
    await applySaleWindows(db(), day(40));
    expect((await rowOf(row.id)).discountPrice).toBe(1700);
  });

  it('the lowest price of the 30 days before a discount comes from the history, shown on the product page', async () => {
    const row = await insertProduct(server, { price: 3000 });
    const began = sql`(${day(0)}::date)::timestamp at time zone 'Europe/Belgrade'`;
    // The history as it was: 2600 forty days before (in effect when the 30 days opened), 2800 ten days before.
    await db().delete(priceHistory).where(eq(priceHistory.productId, row.id));
    await db().execute(sql`
      insert into price_history (product_id, price, pay_price, changed_at) values
        (${row.id}, 2500, 2500, ${began} - interval '60 days'),
        (${row.id}, 2600, 2600, ${began} - interval '40 days'),
        (${row.id}, 2800, 2800, ${began} - interval '10 days'),
        (${row.id}, 3000, 3000, ${began} - interval '1 day')`);
    await db()
      .update(products)
      .set({ salePrice: 2200, saleFrom: day(0), saleUntil: day(13) })
      .where(eq(products.id, row.id));
    expect(await lowestPriceBeforeDiscount(db(), row.id)).toBe(2600);
    const { product } = (await server.app.inject(`/api/products/${row.slug}`)).json();
    expect(product).toMatchObject({
      price: 3000,
      discountPrice: 2200,
      lowestPrice30: 2600,
      discountUntil: day(13),
    });
    // Not discounted: no lowest price.
    const plain = await insertProduct(server, { price: 900 });
    expect(
      (await server.app.inject(`/api/products/${plain.slug}`)).json().product.lowestPrice30,
    ).toBeUndefined();
  });
});
