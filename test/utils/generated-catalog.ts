import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

// A generated catalogue, written by INSERT … SELECT generate_series (fast at 1 000 000 rows),
// for the EXPLAIN tests at scale and bench/catalog-scale.bench.ts. Its vocabulary is a shop's:
// many kinds (one, "Frižider", in a tenth of the products: the common word), brands, Serbian
// adjectives with diacritics, a model code per product (the rare word), a supplier code and two
// typed specs (product_attribute_values, kept by the products' triggers).

const KINDS = [
  'Usisivač',
  'Čajnik',
  'Lampa',
  'Televizor',
  'Ranac',
  'Džezva',
  'Rerna',
  'Blender',
  'Pegla',
  'Mikser',
  'Toster',
  'Fen',
  'Bojler',
  'Klima',
  'Šporet',
  'Sušilica',
  'Perilica',
  'Laptop',
  'Monitor',
  'Štampač',
  'Zvučnik',
  'Slušalice',
  'Telefon',
  'Sat',
  'Bicikl',
  'Šator',
  'Jastuk',
  'Ćebe',
  'Tiganj',
];
const BRANDS = [
  'Gorenje',
  'Beko',
  'Tefal',
  'Philips',
  'Samsung',
  'Vivax',
  'Bosch',
  'Metalac',
  'Đak',
  'Elektron',
  'Sony',
  'LG',
  'Braun',
  'Rowenta',
  'Candy',
  'Whirlpool',
  'Electrolux',
  'Xiaomi',
  'Lenovo',
  'Asus',
  'Canon',
  'Epson',
  'JBL',
  'Nokia',
  'Garmin',
  'Capriolo',
  'Ferrino',
  'Vitapur',
  'Dormeo',
  'Zepter',
];
const ADJECTIVES = [
  'kompaktni',
  'ugradni',
  'bežični',
  'stoni',
  'digitalni',
  'tihi',
  'štedljivi',
  'veliki',
  'čelični',
  'prenosivi',
  'pametni',
  'stakleni',
];
const PHRASES = [
  'pogodan za svakodnevnu upotrebu',
  'lako se čisti i održava',
  'štedi struju i vreme',
  'izrađen od kvalitetnih materijala',
  'garancija dve godine',
  'idealan poklon za porodicu',
];
/** The energy classes the generated products take in turn, a seventh each; each has a volume of 100 + i % 400 l. */
const ENERGY = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'];

export const GENERATED = {
  topCategories: 8,
  subcategories: 6,
  /** The word a tenth of the products hold in their name. */
  commonWord: 'frižider',
  /** Model codes: a prefix per kind and the product's number, unique. */
  modelCode: (i: number) => `${['wm', 'rf', 'tv', 'hb', 'ks'][i % 5]}${1000 + i}`,
} as const;

const SLICE = 10_000;

/** The tables generation writes, for VACUUM ANALYZE. */
export const VACUUMED =
  'products, search_vocabulary, search_name_words, catalog_facets, categories, search_top_words, search_top_products, product_attribute_values, catalog_attribute_facets';

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/**
 * Categories (top ones, each with subcategories) and `count` products in them, then VACUUM ANALYZE
 * (what autovacuum would do) unless `vacuum` is false: the caller then runs it on a connection
 * without the query timeout (a million products).
 */
export async function generateCatalog(db: Db, count: number, { vacuum = true } = {}): Promise<void> {
  const { topCategories: top, subcategories: sub } = GENERATED;
  await db.execute(sql`
    insert into categories (name, slug, position)
    select 'Odeljenje ' || t, 'odeljenje-' || t, t from generate_series(1, ${top}) as t`);
  await db.execute(sql`
    insert into categories (parent_id, name, slug, position)
    select parent.id, 'Grupa ' || t || '.' || s, 'grupa-' || t || '-' || s, s
    from generate_series(1, ${top}) as t, generate_series(1, ${sub}) as s
    join lateral (select id from categories where slug = 'odeljenje-' || t) as parent on true`);
  // INSERT … SELECT over generate_series, in slices that each stay well within a query's timeout
  // (DB_TIMEOUTS, 20 s) on a busy machine.
  for (let start = 0; start < count; start += SLICE)
    await db.execute(sql`
    insert into products (category_id, name, slug, ean, brand, description, price, discount_price,
      stock, available, popularity, created_at, images, attributes)
    select
      leaf.id,
      kind || ' ' || brand || ' ' || adjective || ' ' || code,
      lower(translate(kind, 'ČĆŠŽĐčćšžđ', 'CCSZDccszd')) || '-' || code,
      '860' || lpad(i::text, 10, '0'),
      brand,
      kind || ' ' || adjective || ', ' || phrase || '. Serija S' || (i % 997) || ', šifra K'
        || substr(md5(i::text), 1, 7) || '.',
      990 + (i * 37) % 90000,
      case when i % 5 = 0 then ((990 + (i * 37) % 90000) * 0.85)::int else 0 end,
      i % 11,
      i % 50 <> 0,
      (i::bigint * 7919) % 1000,
      now() - (i % 5000) * interval '1 hour',
      '["/images/catalog/placeholder.svg"]'::jsonb,
      jsonb_build_array(
        jsonb_build_object('key', 'energy_class', 'value', (${textArray(ENERGY)})[1 + i % ${ENERGY.length}]),
        jsonb_build_object('key', 'volume', 'value', 100 + i % 400))
    from (
      select i,
        case when i % 10 = 0 then 'Frižider' else (${textArray(KINDS)})[1 + i % ${KINDS.length}] end as kind,
        (${textArray(BRANDS)})[1 + (i / 7) % ${BRANDS.length}] as brand,
        (${textArray(ADJECTIVES)})[1 + (i / 3) % ${ADJECTIVES.length}] as adjective,
        (${textArray(PHRASES)})[1 + i % ${PHRASES.length}] as phrase,
        (array['wm', 'rf', 'tv', 'hb', 'ks'])[1 + i % 5] || (1000 + i) as code,
        (i * 2654435761) % ${top * sub} as leaf_index
      from generate_series(${start}::int, ${Math.min(count, start + SLICE) - 1}::int) as i
    ) as p
    join (
      select id, row_number() over (order by id) - 1 as leaf_index from categories where parent_id is not null
    ) as leaf using (leaf_index)`);
  // As catalog:import does after a bulk load: the common words' top lists in one pass.
  await db.execute(sql`select shop_rebuild_search_top()`);
  if (vacuum) await db.execute(sql`vacuum analyze ${sql.raw(VACUUMED)}`);
}
