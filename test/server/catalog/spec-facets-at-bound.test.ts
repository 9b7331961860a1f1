import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttributeFacet, searchResultSchema } from '../../../contract/catalog';
import { COUNT_BOUND } from '../../../server/catalog/read-bounds';
import { insertCategory } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

/** More lamps than a search ranks; the last ones written, and the least popular, are class B. */
const LAMPS = COUNT_BOUND + 200;
const CLASS_B = 50;

const facet = (list: { facets: { attributes?: AttributeFacet[] } }, key: string) =>
  list.facets.attributes?.find((entry) => entry.key === key);
const counts = (list: { facets: { attributes?: AttributeFacet[] } }, key: string) =>
  Object.fromEntries(
    (list.facets.attributes?.find((entry) => entry.key === key)?.values ?? []).map((value) => [
      value.value,
      value.count,
    ]),
  );

describe('spec filters and facets on a catalogue larger than COUNT_BOUND', () => {
  let server: TestServer;
  const get = async (path: string) => {
    const response = await server.app.inject(path);
    expect(response.statusCode, response.body).toBe(200);
    return searchResultSchema.parse(response.json());
  };

  beforeAll(async () => {
    server = await createTestServer();
    const lamps = await insertCategory(server, { name: 'Rasveta', slug: 'rasveta' });
    // Written in id order, so that the full-text index yields the class A lamps first.
    await server.database.db.execute(sql`
      insert into products (category_id, name, slug, ean, brand, price, stock, popularity, attributes)
      select ${lamps.id}, 'Stona lampa ' || i, 'stona-lampa-' || i, '', 'Lumen', 1000 + i, 5, ${LAMPS} - i,
        jsonb_build_array(jsonb_build_object('key', 'energy_class',
          'value', case when i > ${LAMPS - CLASS_B} then 'B' else 'A' end))
      from generate_series(1, ${LAMPS}) as i`);
  });
  afterAll(() => server?.close());

  it('filters a common word’s matches by a spec value before ranking them: every class B lamp, an exact total', async () => {
    const found = await get('/api/products/search?q=lampa&a.energy_class=B&pageSize=60');
    expect(found.total).toBe(CLASS_B);
    expect(found.totalIsLowerBound).toBeUndefined();
    expect(found.items).toHaveLength(CLASS_B);
    expect(new Set(found.items.map((item) => item.name))).toEqual(
      new Set(Array.from({ length: CLASS_B }, (_, index) => `Stona lampa ${LAMPS - index}`)),
    );
    expect(counts(found, 'energy_class')).toMatchObject({ B: expect.any(Number) });
  });

  it('keeps a chosen value no match has in a search’s facets, at 0, so it can be unchecked', async () => {
    const none = await get('/api/products/search?q=lampa&a.energy_class=C');
    expect(none.total).toBe(0);
    expect(counts(none, 'energy_class')).toMatchObject({ C: 0, A: expect.any(Number) });
  });

  it('marks value counts taken over a cut sample as lower bounds, each no more than the truth', async () => {
    for (const path of [
      // A price filter over more products than the sample holds.
      '/api/products?category=rasveta&minPrice=1000',
      // The spec filter's own facet counts the listing without it: all the lamps.
      '/api/products?category=rasveta&a.energy_class=B',
      // A common word's capped candidates, with and without the spec filter.
      '/api/products/search?q=lampa',
      '/api/products/search?q=lampa&a.energy_class=B',
    ]) {
      const found = await get(path);
      expect(facet(found, 'energy_class')?.countsAreLowerBounds, path).toBe(true);
      const { A = 0, B = 0 } = counts(found, 'energy_class');
      expect(A, path).toBeGreaterThan(0);
      expect(A, path).toBeLessThanOrEqual(LAMPS - CLASS_B);
      expect(B, path).toBeLessThanOrEqual(CLASS_B);
    }
  });

  it('gives exact value counts, unmarked, from kept counts and from a sample within the bound', async () => {
    const kept = await get('/api/products?category=rasveta');
    expect(counts(kept, 'energy_class')).toEqual({ A: LAMPS - CLASS_B, B: CLASS_B });
    expect(facet(kept, 'energy_class')).not.toHaveProperty('countsAreLowerBounds');
    // Prices 1001 + i: the last 51 lamps, one of class A and every class B one.
    const dear = await get(`/api/products?category=rasveta&minPrice=${1000 + LAMPS - CLASS_B}`);
    expect(dear.total).toBe(CLASS_B + 1);
    expect(counts(dear, 'energy_class')).toEqual({ A: 1, B: CLASS_B });
    expect(facet(dear, 'energy_class')).not.toHaveProperty('countsAreLowerBounds');
  });

  it('pages a spec-filtered search past its first page', async () => {
    const second = await get('/api/products/search?q=lampa&a.energy_class=B&pageSize=24&page=3');
    expect(second.items.map((item) => item.name)).toHaveLength(CLASS_B - 48);
  });
});
