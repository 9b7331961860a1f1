import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTreeSchema } from '../../../contract/catalog';
import { isValidEan13 } from '../../../server/catalog/ean';
import { lowestPriceBeforeDiscount } from '../../../server/catalog/lowest-price';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../../server/db/schema';
import { redrawRetiredDemoImages } from '../../../server/db/redraw-demo-images';
import { seedDemoCatalogIfEmpty } from '../../../server/db/seed';
import { buildDemoCatalog } from '../../../server/db/seed-catalog';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

type ProductRow = typeof products.$inferSelect;

describe('the demo catalogue seed', () => {
  let server: TestServer;
  let added: number;
  let rows: ProductRow[];

  beforeAll(async () => {
    server = await createTestServer();
    added = await seedDemoCatalogIfEmpty(server.database.db);
    rows = await server.database.db.select().from(products);
  });
  afterAll(() => server.close());

  it('adds a few hundred products to an empty database and says how many', () => {
    expect(added).toBeGreaterThanOrEqual(250);
    expect(added).toBeLessThanOrEqual(350);
    expect(rows).toHaveLength(added);
  });

  it('adds nothing when called again', async () => {
    expect(await seedDemoCatalogIfEmpty(server.database.db)).toBe(0);
    expect(await server.database.db.$count(products)).toBe(added);
  });

  it('organises the products in about six top categories with three or four subcategories each', async () => {
    const tree = categoryTreeSchema.parse((await server.app.inject('/api/categories')).json());
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.length).toBeLessThanOrEqual(7);
    for (const top of tree) {
      expect(top.children.length).toBeGreaterThanOrEqual(3);
      expect(top.children.length).toBeLessThanOrEqual(4);
      for (const child of top.children) expect(child.productCount).toBeGreaterThan(0);
    }
    expect(tree.reduce((sum, top) => sum + top.productCount, 0)).toBe(added);
    expect(tree.map((top) => top.name)).toContain('Bela tehnika');
  });

  it('prices products in whole dinars from 990 to 150 000, about a quarter discounted below the price', () => {
    for (const row of rows) {
      expect(Number.isInteger(row.price)).toBe(true);
      expect(row.price).toBeGreaterThanOrEqual(990);
      expect(row.price).toBeLessThanOrEqual(150_000);
      expect(row.discountPrice === 0 || (row.discountPrice > 0 && row.discountPrice < row.price)).toBe(true);
    }
    const discounted = rows.filter((row) => row.discountPrice > 0).length;
    expect(discounted / rows.length).toBeGreaterThan(0.15);
    expect(discounted / rows.length).toBeLessThan(0.35);
  });

  it('schedules every discount around today, in effect now, and gives it a history: the regular price before it', async () => {
    const discounted = rows.filter((row) => row.salePrice > 0);
    expect(discounted.length).toBeGreaterThan(0);
    expect(
      discounted.every((row) => row.discountPrice === row.salePrice && row.saleFrom && row.saleUntil),
    ).toBe(true);
    expect(rows.filter((row) => row.discountPrice > 0)).toHaveLength(discounted.length);
    for (const row of discounted.slice(0, 5))
      expect(await lowestPriceBeforeDiscount(server.database.db, row.id), row.name).toBe(row.price);
    const measured = rows.filter((row) => row.netUnit !== null);
    expect(new Set(measured.map((row) => row.netUnit))).toEqual(new Set(['kg', 'm']));
  });

  it('ships bulky goods such as fridges for 1490 and everything else for 0', () => {
    expect(rows.every((row) => row.shippingPrice === 0 || row.shippingPrice === 1490)).toBe(true);
    const fridges = rows.filter((row) => /frižider/i.test(row.name));
    expect(fridges.length).toBeGreaterThan(0);
    expect(fridges.every((row) => row.shippingPrice === 1490)).toBe(true);
    expect(rows.some((row) => row.shippingPrice === 0)).toBe(true);
  });

  it('has unavailable, out-of-stock and low-stock (1–3) products', () => {
    expect(rows.some((row) => !row.available)).toBe(true);
    expect(rows.some((row) => row.stock === 0)).toBe(true);
    expect(rows.some((row) => row.stock >= 1 && row.stock <= 3)).toBe(true);
    expect(rows.some((row) => row.available && row.stock > 3)).toBe(true);
  });

  it('names products in Serbian with diacritics, including đ', () => {
    expect(rows.some((row) => /[čćšž]/i.test(row.name))).toBe(true);
    expect(rows.some((row) => /đ/i.test(row.name))).toBe(true);
    for (const expected of [
      /Frižider/,
      /Čajnik|čajnik/,
      /Džezva|džezva/,
      /Usisivač|usisivač/,
      /Šporet|šporet/,
    ]) {
      expect(rows.some((row) => expected.test(row.name))).toBe(true);
    }
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('gives every product a valid EAN-13, a brand, a 2–3 sentence description and attributes', () => {
    expect(new Set(rows.map((row) => row.ean)).size).toBe(rows.length);
    for (const row of rows) {
      expect(isValidEan13(row.ean), row.ean).toBe(true);
      expect(row.brand.length).toBeGreaterThan(0);
      const sentences = row.description.split(/(?<=\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
      expect(row.attributes.length).toBeGreaterThan(0);
    }
  });

  it('shows three generated views of its type per product (front, side, detail), each a file in public/images/catalog', () => {
    const publicDir = path.join(import.meta.dirname, '..', '..', '..', 'public');
    for (const row of rows) {
      expect(row.images).toHaveLength(3);
      expect(row.images[0]).toMatch(/^\/images\/catalog\/[a-z-]+-front\.svg$/);
      for (const image of row.images) {
        expect(image).toMatch(/^\/images\/catalog\/[a-z0-9-]+-(front|side|detail)\.svg$/);
        expect(existsSync(path.join(publicDir, image)), image).toBe(true);
      }
    }
    expect(existsSync(path.join(publicDir, 'images/catalog/placeholder.svg'))).toBe(true);
  });

  it('spreads popularity and creation dates over the last months', () => {
    expect(new Set(rows.map((row) => row.popularity)).size).toBeGreaterThan(100);
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    expect(Math.max(...ages)).toBeLessThan(200);
  });

  it('builds the same catalogue every time', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(buildDemoCatalog(now)).toEqual(buildDemoCatalog(now));
  });

  it('makes the seeded products searchable without diacritics', async () => {
    const response = await server.app.inject('/api/products/search?q=frizider&pageSize=60');
    const fridges = rows.filter((row) => /frižider/i.test(row.name));
    expect(response.json().total).toBe(fridges.length);
  });
});

describe('the demo catalogue seed on a shop that already has products', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('adds nothing', async () => {
    await insertProduct(server);
    expect(await seedDemoCatalogIfEmpty(server.database.db)).toBe(0);
    expect(await server.database.db.$count(products)).toBe(1);
  });
});

describe('the demo catalogue seed on a shop that has categories but no products', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('keeps the shop’s own category of the same slug and files the demo products under it', async () => {
    const { db } = server.database;
    const [own] = await db
      .insert(categories)
      .values({ name: 'Naša bela tehnika', slug: 'bela-tehnika', position: 9 })
      .returning();

    expect(await seedDemoCatalogIfEmpty(db)).toBe(301);
    expect(await db.$count(categories)).toBe(28);
    const [kept] = await db.select().from(categories).where(eq(categories.slug, 'bela-tehnika'));
    expect(kept).toMatchObject({ id: own!.id, name: 'Naša bela tehnika', position: 9, parentId: null });
    const [fridges] = await db.select().from(categories).where(eq(categories.slug, 'frizideri'));
    expect(fridges).toMatchObject({ name: 'Frižideri', parentId: own!.id, position: 0 });
    const [camping] = await db.select().from(categories).where(eq(categories.slug, 'kampovanje'));
    const [sport] = await db.select().from(categories).where(eq(categories.slug, 'sport-i-rekreacija'));
    expect(sport).toMatchObject({ name: 'Sport i rekreacija', parentId: null, position: 5 });
    expect(camping).toMatchObject({ name: 'Kampovanje', parentId: sport!.id, position: 2 });
    const [backpack] = await db
      .select()
      .from(products)
      .where(eq(products.slug, 'planinarski-ranac-quechua-lx8569'));
    expect(backpack).toMatchObject({ categoryId: camping!.id, price: 2990, discountPrice: 2490, stock: 48 });
    expect(await db.$count(products, eq(products.categoryId, fridges!.id))).toBe(16);
  });
});

describe('the demo catalogue seed started by two instances at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('seeds once', async () => {
    const [first, second] = await Promise.all([
      seedDemoCatalogIfEmpty(server.database.db),
      seedDemoCatalogIfEmpty(server.database.db),
    ]);
    expect([first, second].sort()).toEqual([0, buildDemoCatalog().products.length]);
    expect(await server.database.db.$count(products)).toBe(buildDemoCatalog().products.length);
    expect(await server.database.db.$count(categories)).toBe(buildDemoCatalog().categories.length);
  });
});

describe('a shop seeded before the demo products had per-type drawings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await seedDemoCatalogIfEmpty(server.database.db);
  });
  afterAll(() => server.close());

  it('gets its type’s views for demo products still showing retired colour variants, and leaves other products alone', async () => {
    const { db } = server.database;
    const demo = buildDemoCatalog().products.find((product) => product.name.startsWith('Friteza'))!;
    await db
      .update(products)
      .set({ images: ['/images/catalog/kuhinjski-aparati-2.svg', '/images/catalog/kuhinjski-aparati-3.svg'] })
      .where(eq(products.slug, demo.slug));
    const own = await insertProduct(server, { images: ['/images/catalog/moja-slika-1.svg'] });

    expect(await redrawRetiredDemoImages(db)).toBe(1);
    const [fryer] = await db.select().from(products).where(eq(products.slug, demo.slug));
    expect(fryer!.images).toEqual([
      '/images/catalog/air-fryer-front.svg',
      '/images/catalog/air-fryer-side.svg',
      '/images/catalog/air-fryer-detail.svg',
    ]);
    const [unchanged] = await db.select().from(products).where(eq(products.slug, own.slug));
    expect(unchanged!.images).toEqual(['/images/catalog/moja-slika-1.svg']);
    expect(await redrawRetiredDemoImages(db)).toBe(0);
  });
});
