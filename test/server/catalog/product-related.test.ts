import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRelatedResponseSchema } from '../../../contract/catalog';
import { CatalogImportError, importCatalog, parseCatalogImport } from '../../../server/db/import-catalog';
import { sql } from 'drizzle-orm';
import { kindNamedIn } from '../../../server/db/product-kinds';
import { productLinks } from '../../../server/db/schema';
import { seedDemoCatalogIfEmpty } from '../../../server/db/seed';
import { DEMO_ACCESSORY_KINDS } from '../../../server/db/seed-links';
import { rowsOf } from '../../../server/db/sql-rows';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

/** A product of the import format, in the category `kind`. */
const product = (slug: string, category: string, ean: string, extra: Record<string, unknown> = {}) => ({
  name: `Proizvod ${slug}`,
  slug,
  ean,
  category,
  brand: 'Marka',
  price: 1000,
  stock: 5,
  images: ['/images/catalog/placeholder.svg'],
  ...extra,
});

async function problemsOf(action: () => Promise<unknown>): Promise<string[]> {
  try {
    await action();
  } catch (error) {
    if (error instanceof CatalogImportError) return error.problems;
    throw error;
  }
  throw new Error('expected a CatalogImportError');
}

describe('related products and accessories', () => {
  let server: TestServer;
  const db = () => server.database.db;
  const related = async (slug: string) => {
    const response = await server.app.inject(`/api/products/${slug}/related`);
    return { status: response.statusCode, body: response.json() };
  };
  const names = (list: { slug: string }[]) => list.map((item) => item.slug);

  beforeAll(async () => {
    server = await createTestServer();
    // EANs with valid check digits.
    await importCatalog(
      db(),
      parseCatalogImport({
        categories: [
          { name: 'Laptopovi', slug: 'laptopovi' },
          { name: 'Monitori', slug: 'monitori' },
        ],
        products: [
          product('monitor-a', 'monitori', '4006381333931'),
          product('monitor-b', 'monitori', '9780201379624'),
          product('laptop-a', 'laptopovi', '5901234123457', {
            // By EAN and by slug; a repeat is kept once.
            accessories: ['9780201379624', 'monitor-a', 'monitor-a'],
            related: ['laptop-c'],
          }),
          product('laptop-b', 'laptopovi', '4012345678901'),
          product('laptop-c', 'laptopovi', '8600000000011', { brand: 'Druga' }),
        ],
      }),
    );
  });
  afterAll(() => server.close());

  it('shows the accessories the import named, in its order, by EAN or slug', async () => {
    const { status, body } = await related('laptop-a');
    expect(status).toBe(200);
    const answer = productRelatedResponseSchema.parse(body);
    expect(names(answer.accessories)).toEqual(['monitor-b', 'monitor-a']);
  });

  it('similar products: the explicit related first, then the same category (its brand first), never itself', async () => {
    const { body } = await related('laptop-a');
    expect(names(body.related)).toEqual(['laptop-c', 'laptop-b']);
    expect(names((await related('laptop-b')).body.related)).toEqual(['laptop-a', 'laptop-c']);
    expect((await related('laptop-b')).body.accessories).toEqual([]);
  });

  it('the same brand comes before more popular products of other brands, at most 8 in all', async () => {
    const category = await insertCategory(server, { slug: 'televizori' });
    const own = await insertProduct(server, {
      categoryId: category.id,
      slug: 'tv-lg',
      brand: 'LG',
      popularity: 1,
    });
    await insertProduct(server, { categoryId: category.id, slug: 'tv-lg-2', brand: 'lg', popularity: 2 });
    for (let n = 0; n < 9; n++)
      await insertProduct(server, {
        categoryId: category.id,
        slug: `tv-sony-${n}`,
        brand: 'Sony',
        popularity: 100 - n,
      });
    await insertProduct(server, {
      categoryId: category.id,
      slug: 'tv-off',
      available: false,
      popularity: 1000,
    });
    const { body } = await related(own.slug);
    expect(names(body.related)).toEqual(['tv-lg-2', ...[0, 1, 2, 3, 4, 5, 6].map((n) => `tv-sony-${n}`)]);
  });

  it('an unknown slug is 404 with a Serbian error and a code', async () => {
    const { status, body } = await related('nema-ga');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', error: 'Proizvod nije pronađen.' });
  });

  it('a later import that names the list replaces it; one that does not keeps it', async () => {
    const file = (extra: Record<string, unknown>) =>
      parseCatalogImport({
        categories: [],
        products: [product('laptop-a', 'laptopovi', '5901234123457', extra)],
      });
    await importCatalog(db(), file({}));
    expect(names((await related('laptop-a')).body.accessories)).toEqual(['monitor-b', 'monitor-a']);
    await importCatalog(db(), file({ accessories: ['monitor-a'] }));
    expect(names((await related('laptop-a')).body.accessories)).toEqual(['monitor-a']);
    await importCatalog(db(), file({ accessories: [] }));
    expect((await related('laptop-a')).body.accessories).toEqual([]);
  });

  it('refuses links to unknown products or to itself, writing nothing', async () => {
    const before = await db().$count(productLinks);
    const problems = await problemsOf(() =>
      importCatalog(
        db(),
        parseCatalogImport({
          categories: [],
          products: [
            product('laptop-b', 'laptopovi', '4012345678901', { accessories: ['nema-ga', 'laptop-b'] }),
          ],
        }),
      ),
    );
    expect(problems).toEqual([
      'products[0].accessories[0]: proizvod "nema-ga" ne postoji ni u fajlu ni u bazi (navedite slug ili EAN).',
      'products[0].accessories[1]: proizvod „Proizvod laptop-b“ ne može biti povezan sam sa sobom.',
    ]);
    expect(await db().$count(productLinks)).toBe(before);
  });
});

describe('the demo catalogue’s accessories', () => {
  it('links laptops to monitors, televisions to soundbars and espresso machines to coffee pots', async () => {
    const server = await createTestServer();
    try {
      await seedDemoCatalogIfEmpty(server.database.db);
      const rows = await server.database.db.execute(
        sql`select p.name as product, l.name as accessory from product_links pl
            join products p on p.id = pl.product_id join products l on l.id = pl.linked_id
            where pl.kind = 'accessory'`,
      );
      const pairs = rowsOf<{ product: string; accessory: string }>(rows);
      expect(pairs.length).toBeGreaterThan(0);
      for (const { product, accessory } of pairs) {
        const kind = kindNamedIn(product);
        const pair = DEMO_ACCESSORY_KINDS.find(([from]) => from === kind);
        expect(pair, product).toBeDefined();
        expect(kindNamedIn(accessory), `${product} → ${accessory}`).toBe(pair![1]);
      }
      expect(new Set(pairs.map((pair) => kindNamedIn(pair.product)))).toEqual(
        new Set(DEMO_ACCESSORY_KINDS.map(([from]) => from)),
      );
    } finally {
      await server.close();
    }
  });
});
