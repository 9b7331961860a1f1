import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { importCatalog } from '../../../server/db/import-catalog';
import { rowsOf } from '../../../server/db/sql-rows';
import { createTestDatabase } from '../../utils/test-database';

type Group = {
  category: number;
  brand: string;
  inStock: boolean;
  count: number;
  min: number;
  max: number;
};

/** catalog_facets as kept by its triggers, and as counting the products answers it. */
const keptFacets = sql`
  select category_id as category, brand, in_stock as "inStock", product_count as count,
    min_price as min, max_price as max
  from catalog_facets order by 1, 2, 3`;
const countedFacets = sql`
  select category_id as category, brand, available and stock > 0 as "inStock", count(*)::int as count,
    min(case when discount_price > 0 and discount_price < price then discount_price else price end) as min,
    max(case when discount_price > 0 and discount_price < price then discount_price else price end) as max
  from products group by 1, 2, 3 order by 1, 2, 3`;

describe('kept facet counts (catalog_facets) always equal counting the products', () => {
  let database: Database;
  let kitchen: number;
  let garden: number;

  const expectInStep = async () => {
    const counted = rowsOf<Group>(await database.db.execute(countedFacets));
    expect(rowsOf<Group>(await database.db.execute(keptFacets))).toEqual(counted);
    return counted;
  };
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

  beforeAll(async () => {
    database = await createTestDatabase();
    const ids = rowsOf<{ id: number }>(
      await run(sql`
        insert into categories (name, slug) values ('Kuhinja', 'kuhinja'), ('Bašta', 'basta') returning id`),
    );
    kitchen = ids[0]!.id;
    garden = ids[1]!.id;
  });
  afterAll(() => database?.close());

  it('after products are added in one statement and one by one', async () => {
    await run(sql`
      insert into products (category_id, name, slug, ean, brand, price, discount_price, stock)
      select ${kitchen}, 'Proizvod ' || i, 'proizvod-' || i, '8600000000001',
        (array['Gorenje', 'Beko', 'Tefal'])[1 + i % 3], 1000 * i, case when i % 4 = 0 then 500 * i else 0 end, i % 4
      from generate_series(1, 30) as i`);
    await run(sql`
      insert into products (category_id, name, slug, ean, brand, price, stock)
      values (${garden}, 'Kosačica', 'kosacica', '8600000000001', 'Bosch', 25000, 2)`);
    expect((await expectInStep()).length).toBeGreaterThan(4);
  });

  it('after the last piece of a product is sold, and after it is back in stock', async () => {
    await run(sql`update products set stock = 0 where slug = 'proizvod-1'`);
    await expectInStep();
    await run(sql`update products set stock = 7 where slug = 'proizvod-1'`);
    await expectInStep();
  });

  it('after the cheapest and the dearest product of a group change price or leave it', async () => {
    await run(sql`update products set price = 999999 where slug = 'proizvod-3'`);
    await run(sql`update products set discount_price = 10 where slug = 'proizvod-30'`);
    await expectInStep();
    await run(sql`update products set brand = 'Vivax' where slug in ('proizvod-2', 'proizvod-5')`);
    await run(sql`update products set category_id = ${garden} where slug = 'proizvod-6'`);
    await run(sql`update products set available = false where slug = 'proizvod-8'`);
    await expectInStep();
  });

  it('after products are deleted, a group emptied included', async () => {
    await run(sql`delete from products where brand = 'Vivax' or slug = 'proizvod-9'`);
    await expectInStep();
  });

  it('after an order-like update that changes no group writes nothing to the kept counts', async () => {
    const before = rowsOf<{ xmin: string }>(await run(sql`select xmin::text from catalog_facets order by 1`));
    await run(sql`update products set stock = stock + 1 where stock > 0`);
    await run(sql`update products set popularity = popularity + 1`);
    expect(
      rowsOf<{ xmin: string }>(await run(sql`select xmin::text from catalog_facets order by 1`)),
    ).toEqual(before);
    await expectInStep();
  });

  it('after a catalogue import, which rebuilds them once at its end', async () => {
    await importCatalog(database.db, {
      categories: [{ name: 'Alati', slug: 'alati' }],
      products: [
        {
          slug: 'proizvod-10',
          name: 'Proizvod 10',
          category: 'alati',
          brand: 'Bosch',
          price: 1234,
          stock: 0,
        },
        { slug: 'busilica', name: 'Bušilica', category: 'alati', brand: 'Bosch', price: 8990, stock: 4 },
        { slug: 'kosacica', name: 'Kosačica', category: 'basta', brand: 'Bosch', price: 21000, stock: 2 },
      ].map((product) => ({
        ...product,
        ean: '4006381333931',
        description: '',
        discountPrice: 0,
        shippingPrice: 0,
        available: true,
        images: ['/images/catalog/placeholder.svg'],
        attributes: [],
      })),
    });
    await expectInStep();
  });

  it('after the products are truncated', async () => {
    await run(sql`truncate products cascade`);
    expect(await expectInStep()).toEqual([]);
  });
});
