import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../../server/db/schema';
import { HttpClient } from '../../../utils/http-client';
import { type TestServer, createTestServer } from '../../../utils/test-server';
import { type StaffClient, signedInStaff } from '../staff-helpers';
import { auditRowsOf, validEan } from './catalog-admin-helpers';

const product = (slug: string, overrides: Record<string, unknown> = {}) => ({
  name: `Televizor ${slug}`,
  slug,
  ean: validEan(),
  category: 'televizori-uvoz',
  brand: 'Vivax',
  price: 39_999,
  stock: 4,
  images: ['/images/products/tv-front.webp'],
  ...overrides,
});
const catalogue = (products: unknown[]) => ({
  categories: [{ name: 'Televizori', slug: 'televizori-uvoz' }],
  products,
});

describe('the catalogue import upload (POST /api/admin/catalog/import)', () => {
  let server: TestServer;
  let admin: StaffClient;
  const send = (body: string | object) =>
    admin.client.post('/api/admin/catalog/import', typeof body === 'string' ? body : JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    server = await createTestServer();
    admin = await signedInStaff(server, 'admin');
  });
  afterAll(() => server.close());

  it('imports the file as the CLI does, with its audit row; the storefront lists it', async () => {
    const response = await send(catalogue([product('tv-uvoz-1'), product('tv-uvoz-2')]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categories: 1, products: 2 });
    const listed = (await new HttpClient(server.app).get('/api/products?category=televizori-uvoz')).json();
    expect(listed.total).toBe(2);
    const [audit] = await auditRowsOf(server, 'import', 'catalog');
    expect(audit).toMatchObject({
      action: 'catalog.import',
      staffId: admin.user.id,
      after: { categoriesCreated: 1, productsCreated: 2, productsUpdated: 0 },
    });
  });

  it('takes a file far over the 256 KB other calls may send', async () => {
    const many = Array.from({ length: 800 }, (_, i) =>
      product(`tv-veliki-${i}`, { description: 'Opis televizora. '.repeat(80) }),
    );
    const body = JSON.stringify(catalogue(many));
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categories: 1, products: 800 });
  });

  it('a body that is not JSON is a 400 saying where it breaks, in Serbian', async () => {
    const broken = await send('{\n  "categories": [],\n  "products": [,]\n}');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'Fajl kataloga nije ispravan JSON: greška u redu 3, kolona 16.',
      code: 'VALIDATION_ERROR',
      issues: [{ path: [], message: 'Fajl kataloga nije ispravan JSON: greška u redu 3, kolona 16.' }],
    });
    expect((await send('{"categories": [')).json().error).toBe(
      'Fajl kataloga nije ispravan JSON: završava se pre kraja.',
    );
    expect((await send('')).json().error).toBe('Fajl kataloga je prazan.');
    expect((await send('{"__proto__": {"x": 1}, "categories": [], "products": []}')).json().error).toBe(
      'Fajl kataloga sadrži nedozvoljen ključ (__proto__ ili constructor).',
    );
  });

  it('a file off the format is a 400 naming each place, and nothing is written', async () => {
    const response = await send({
      categories: [],
      products: [product('tv-los', { price: -5, slug: 'Loš Slug' })],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: unknown[] }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['products', '0', 'price'],
        ['products', '0', 'slug'],
      ]),
    );
  });

  it('a file that contradicts the shop is a 400 listing every problem by place; nothing is written, no audit row', async () => {
    const audits = (await auditRowsOf(server, 'import', 'catalog')).length;
    const response = await send(
      catalogue([
        product('tv-problem-1', { ean: '8600000000002' }),
        product('tv-problem-2', { category: 'nema-je' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toMatch(
      /^Katalog nije uvezen: products\[0\]\.ean: kontrolna cifra EAN koda "8600000000002" nije ispravna\./,
    );
    expect(body.issues).toEqual([
      { path: ['products', '0', 'ean'], message: 'kontrolna cifra EAN koda "8600000000002" nije ispravna.' },
      {
        path: ['products', '1', 'category'],
        message: 'kategorija "nema-je" ne postoji ni u fajlu ni u bazi.',
      },
    ]);
    const written = await server.database.db.select().from(products).where(eq(products.slug, 'tv-problem-1'));
    expect(written).toEqual([]);
    expect(await auditRowsOf(server, 'import', 'catalog')).toHaveLength(audits);
  });

  it('a file over 50 MB is a 413 PAYLOAD_TOO_LARGE in Serbian', async () => {
    const huge = `{"categories":[],"products":[],"x":"${'x'.repeat(51 * 1024 * 1024)}"}`;
    const response = await send(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Fajl kataloga je veći od 50 MB. Podelite ga na više fajlova.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('is for admins: an operator gets 403 before the file is read', async () => {
    const operator = await signedInStaff(server, 'operator');
    const response = await operator.client.post('/api/admin/catalog/import', catalogue([]));
    expect(response.statusCode).toBe(403);
  });
});
