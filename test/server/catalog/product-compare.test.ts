import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareResponseSchema, compareTexts } from '../../../contract/compare';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('GET /api/products/compare', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestServer();
    const fridges = await insertCategory(server, { name: 'Frižideri', slug: 'frizideri' });
    const tvs = await insertCategory(server, { name: 'Televizori', slug: 'televizori' });
    const fridge = (name: string, attributes: { name: string; value: string }[]) =>
      insertProduct(server, { categoryId: fridges.id, name, attributes });
    ids.gorenje = (await fridge('Frižider Gorenje', [{ name: 'Zapremina', value: '300 l' }])).id;
    ids.beko = (await fridge('Frižider Beko', [{ name: 'Zapremina', value: '250 l' }])).id;
    ids.vox = (await fridge('Frižider Vox', [])).id;
    ids.tv = (await insertProduct(server, { categoryId: tvs.id, name: 'Televizor LG' })).id;
  });
  afterAll(() => server.close());

  const compare = async (query: string) => {
    const response = await server.app.inject(`/api/products/compare${query}`);
    return { status: response.statusCode, body: response.json() };
  };

  it('answers the products asked, in the order asked, with their attributes and their category', async () => {
    const { status, body } = await compare(`?ids=${ids.beko},${ids.gorenje}`);
    expect(status).toBe(200);
    const answer = compareResponseSchema.parse(body);
    expect(answer.products.map((product) => product.name)).toEqual(['Frižider Beko', 'Frižider Gorenje']);
    expect(answer.products[0]!.attributes).toEqual([
      { key: '', name: 'Zapremina', value: '250 l', group: 'Ostalo', type: 'text' },
    ]);
    expect(answer.category).toEqual({ name: 'Frižideri', slug: 'frizideri' });
    expect(answer).toMatchObject({ missing: [], otherCategory: [] });
  });

  it('leaves out a product of another category than the first and names it, never an error', async () => {
    const { status, body } = await compare(`?ids=${ids.gorenje},${ids.tv},${ids.vox}`);
    expect(status).toBe(200);
    expect(body.products.map((product: { id: number }) => product.id)).toEqual([ids.gorenje, ids.vox]);
    expect(body.otherCategory).toEqual([ids.tv]);
  });

  it('names the ids of no product and compares the rest; none found is an empty comparison', async () => {
    expect((await compare(`?ids=999999,${ids.beko}`)).body).toMatchObject({
      products: [{ id: ids.beko }],
      missing: [999999],
      otherCategory: [],
    });
    expect((await compare('?ids=999998,999999')).body).toEqual({
      products: [],
      category: null,
      missing: [999998, 999999],
      otherCategory: [],
    });
  });

  it.each([
    ['no ids', ''],
    ['empty ids', '?ids='],
    ['a word', '?ids=frizider'],
    ['a negative id', '?ids=-1'],
    ['zero', '?ids=0'],
    ['a fraction', '?ids=1.5'],
    ['a trailing comma', '?ids=1,2,'],
    ['spaces', '?ids=1,%202'],
    ['a repeat', '?ids=1,1'],
    ['five ids', '?ids=1,2,3,4,5'],
    ['an id past int4', '?ids=2147483648'],
    ['a huge list', `?ids=${'1'.repeat(70)}`],
    ['the key twice', '?ids=1&ids=2'],
  ])('refuses %s with 400, a Serbian error and a code', async (_, query) => {
    const { status, body } = await compare(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(typeof body.error).toBe('string');
    expect(body.error).not.toMatch(/invalid|expected|required/i);
  });

  it('says which ids are wrong in Serbian', async () => {
    const { body } = await compare('?ids=1,2,3,4,5');
    expect(JSON.stringify(body)).toContain(compareTexts.badIds);
  });
});
