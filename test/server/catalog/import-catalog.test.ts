import { addDays, belgradeDateOf } from '../../../contract/belgrade-calendar';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogImport } from '../../../contract/catalog';
import { openDatabase } from '../../../server/db/client';
import { CatalogImportError, importCatalog, parseCatalogImport } from '../../../server/db/import-catalog';
import { categories, products } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/sql-rows';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { TEST_TIMEOUTS } from '../../utils/timeouts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const examplePath = path.join(root, 'docs', 'catalog-example.json');
/** A Belgrade day `offset` days from today. */
const day = (offset: number) => addDays(belgradeDateOf(new Date()), offset);
/** The example file, its discount moved around today (the file's own days pass). */
const exampleJson = () => {
  const json = JSON.parse(readFileSync(examplePath, 'utf8'));
  for (const product of json.products)
    if (product.discountFrom) Object.assign(product, { discountFrom: day(-3), discountUntil: day(20) });
  return json;
};

async function problemsOf(action: () => unknown): Promise<string[]> {
  try {
    await action();
  } catch (error) {
    if (error instanceof CatalogImportError) return error.problems;
    throw error;
  }
  throw new Error('expected a CatalogImportError');
}

describe('catalogue import', () => {
  let server: TestServer;
  const db = () => server.database.db;
  const counts = async () => ({
    categories: await db().$count(categories),
    products: await db().$count(products),
  });

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('imports the documented example: categories with their parents, then products', async () => {
    const result = await importCatalog(db(), parseCatalogImport(exampleJson()));

    expect(result).toEqual({
      categoriesCreated: 3,
      categoriesUpdated: 0,
      productsCreated: 4,
      productsUpdated: 0,
      synonymsSaved: 0,
    });
    const tree = (await server.app.inject('/api/categories')).json();
    expect(tree).toMatchObject([
      {
        slug: 'kancelarija-i-skola',
        productCount: 4,
        children: [
          { slug: 'sveske', productCount: 2 },
          { slug: 'pribor-za-pisanje', productCount: 1 },
        ],
      },
    ]);
    const { product } = (await server.app.inject('/api/products/djacka-sveska-a4-kockice')).json();
    expect(product).toMatchObject({
      name: 'Đačka sveska A4 kockice',
      ean: '8601234000013',
      brand: 'Papirdol',
      price: 190,
      discountPrice: 0,
      shippingPrice: 0,
      available: true,
      stock: 120,
      categoryPath: [
        { name: 'Kancelarija i škola', slug: 'kancelarija-i-skola' },
        { name: 'Sveske', slug: 'sveske' },
      ],
      attributes: [
        { name: 'Format', value: 'A4' },
        { name: 'Broj listova', value: '52' },
      ],
    });
    expect((await server.app.inject('/api/products/search?q=dacka')).json().total).toBe(1);
  });

  it('updates instead of duplicating when the same file is imported again, keeping the shop’s popularity', async () => {
    await db().update(products).set({ popularity: 77 }).where(eq(products.slug, 'spiralna-sveska-a5-linije'));
    const changed = exampleJson();
    changed.products[1].price = 350;
    changed.products[1].stock = 9;
    changed.categories[1].name = 'Sveske i blokovi';

    const result = await importCatalog(db(), parseCatalogImport(changed));

    expect(result).toEqual({
      categoriesCreated: 0,
      categoriesUpdated: 3,
      productsCreated: 0,
      productsUpdated: 4,
      synonymsSaved: 0,
    });
    expect(await counts()).toEqual({ categories: 3, products: 4 });
    const [notebook] = await db()
      .select()
      .from(products)
      .where(eq(products.slug, 'spiralna-sveska-a5-linije'));
    expect(notebook).toMatchObject({ price: 350, stock: 9, discountPrice: 240, popularity: 77 });
    const [category] = await db().select().from(categories).where(eq(categories.slug, 'sveske'));
    expect(category!.name).toBe('Sveske i blokovi');
  });

  it('files products under categories the shop already has', async () => {
    const existing = await insertCategory(server, { name: 'Igračke', slug: 'igracke' });
    const data: CatalogImport = parseCatalogImport({
      categories: [{ name: 'Slagalice', slug: 'slagalice', parent: 'igracke' }],
      products: [
        {
          ...exampleJson().products[0],
          slug: 'slagalica-1000',
          name: 'Slagalica 1000 delova',
          category: 'slagalice',
        },
        { ...exampleJson().products[0], slug: 'lopta', name: 'Lopta', category: 'igracke' },
      ],
    });
    expect(await importCatalog(db(), data)).toMatchObject({ categoriesCreated: 1, productsCreated: 2 });
    const [puzzles] = await db().select().from(categories).where(eq(categories.slug, 'slagalice'));
    expect(puzzles!.parentId).toBe(existing.id);
  });

  it('imports search synonyms, in either script, replacing a word’s earlier list; search uses them', async () => {
    const category = await insertCategory(server, { name: 'Sveske i blokovi', slug: 'sveske-blokovi' });
    await insertProduct(server, { categoryId: category.id, name: 'Blok za crtanje A3', brand: 'Papirus' });
    const found = async (q: string) =>
      (
        (await server.app.inject(`/api/products/search?q=${encodeURIComponent(q)}`)).json().items as {
          name: string;
        }[]
      ).map((item) => item.name);
    expect(await found('skicenjak')).toEqual([]);

    const file = (synonyms: unknown) => parseCatalogImport({ categories: [], products: [], synonyms });
    expect(await importCatalog(db(), file([{ word: 'СКИЦЕЊАК', synonyms: ['kalendar'] }]))).toMatchObject({
      synonymsSaved: 1,
    });
    expect(await found('skicenjak')).toEqual([]);
    await importCatalog(db(), file([{ word: 'skicenjak', synonyms: ['Блок', 'crtež'] }]));
    expect(await found('skicenjak')).toContain('Blok za crtanje A3');
    expect(await found('скицењак')).toEqual(await found('skicenjak'));

    expect(await problemsOf(() => file([{ word: 'tv box', synonyms: [] }]))).toEqual([
      'synonyms[0].word: Jedna reč: samo slova i cifre, najviše 50.',
      'synonyms[0].synonyms: Izaberite najmanje 1 stavku.',
    ]);
  });

  it('rejects a file that does not fit the format, listing every problem with its place', async () => {
    const problems = await problemsOf(() =>
      parseCatalogImport({
        categories: [{ name: '', slug: 'Loš slug' }],
        products: [
          { name: 'Bez cene', slug: 'bez-cene', ean: '123', category: 'x', brand: 'B', stock: 1, images: [] },
        ],
      }),
    );
    expect(problems).toEqual([
      'categories[0].name: Ovo polje je obavezno.',
      'categories[0].slug: Vrednost nije u ispravnom obliku.',
      'products[0].ean: Vrednost nije u ispravnom obliku.',
      'products[0].price: Ovo polje je obavezno.',
      'products[0].images: Izaberite najmanje 1 stavku.',
    ]);
    expect(await problemsOf(() => parseCatalogImport([]))).toEqual([
      '(fajl): Vrednost nije odgovarajućeg tipa.',
    ]);
  });

  it('rejects a file that contradicts itself or the database, writing nothing at all', async () => {
    const before = await counts();
    const product = exampleJson().products[0];
    const problems = await problemsOf(() =>
      importCatalog(db(), {
        categories: [
          { name: 'Nova i ispravna', slug: 'nova-i-ispravna' },
          { name: 'Bez roditelja', slug: 'bez-roditelja', parent: 'nepostojeca' },
          { name: 'Dupla', slug: 'dupla' },
          { name: 'Dupla opet', slug: 'dupla' },
        ],
        products: [
          { ...product, slug: 'novi-ispravan', category: 'nova-i-ispravna' },
          { ...product, slug: 'bez-kategorije', category: 'nema-je' },
          { ...product, slug: 'los-ean', category: 'nova-i-ispravna', ean: '8601234000014' },
          { ...product, slug: 'novi-ispravan', category: 'nova-i-ispravna' },
        ],
      }),
    );
    expect(problems).toEqual([
      'categories[3].slug: kategorija "dupla" se ponavlja (već je u categories[2]).',
      'products[3].slug: proizvod "novi-ispravan" se ponavlja (već je u products[0]).',
      'categories[1].parent: kategorija "nepostojeca" ne postoji ni u fajlu ni u bazi.',
      'products[1].category: kategorija "nema-je" ne postoji ni u fajlu ni u bazi.',
      'products[2].ean: kontrolna cifra EAN koda "8601234000014" nije ispravna.',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('rejects image addresses that are neither a path on the shop nor http(s), naming the product', async () => {
    const before = await counts();
    const product = { ...exampleJson().products[0], name: 'Fen Zlatko', slug: 'fen-zlatko' };
    const problems = await problemsOf(() =>
      importCatalog(db(), {
        categories: exampleJson().categories,
        products: [
          {
            ...product,
            images: [
              '/images/products/fen-front.webp',
              'https://cdn.example.rs/fen-side.jpg',
              'javascript:alert(1)',
              '"><svg onload=alert(1)>',
              '//napadac.example/x.png',
              'data:image/svg+xml,<svg/>',
              'fen.webp',
            ],
          },
        ],
      }),
    );
    const refused = (index: number, image: string) =>
      `products[0].images[${index}]: slika proizvoda „Fen Zlatko“ ("${image}") mora biti putanja na sajtu (/images/…) ili http(s) adresa.`;
    expect(problems).toEqual([
      refused(2, 'javascript:alert(1)'),
      refused(3, '"><svg onload=alert(1)>'),
      refused(4, '//napadac.example/x.png'),
      refused(5, 'data:image/svg+xml,<svg/>'),
      refused(6, 'fen.webp'),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('rejects categories that would become their own ancestors', async () => {
    const top = await insertCategory(server, { slug: 'gore' });
    await insertCategory(server, { slug: 'dole', parentId: top.id });
    const before = await counts();
    const problems = await problemsOf(() =>
      importCatalog(db(), { categories: [{ name: 'Gore', slug: 'gore', parent: 'dole' }], products: [] }),
    );
    expect(problems).toEqual(['categories[0].parent: kategorije prave krug (gore → dole → gore).']);
    expect(await counts()).toEqual(before);
  });

  it('accepts EAN-8 and GTIN-14 codes with a correct check digit', async () => {
    const product = exampleJson().products[0];
    await insertProduct(server);
    const result = await importCatalog(db(), {
      categories: [],
      products: [
        { ...product, slug: 'ean-8', ean: '96385074' },
        { ...product, slug: 'gtin-14', ean: '18601234000010' },
      ],
    });
    expect(result.productsCreated).toBe(2);
  });
});

describe('npm run catalog:import', { timeout: TEST_TIMEOUTS.long }, () => {
  const run = promisify(execFile);
  // Resolved, not node_modules/.bin: a copy of the project (StrykerJS's sandbox) may have no .bin.
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'katalog-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const importFile = (file: string) =>
    run(process.execPath, [tsxCli, 'server/db/import-catalog-cli.ts', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('imports a file into the database of DATA_DIR and prints the counts; an invalid file exits 1 and writes nothing', async () => {
    const ok = await importFile(examplePath);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('kategorije: 3 nove, 0 izmenjenih');
    expect(ok.stdout).toContain('proizvodi: 4 nova, 0 izmenjenih');

    const badFile = path.join(dataDir, 'los-katalog.json');
    const bad = exampleJson();
    bad.categories.push({ name: 'Nova', slug: 'nova' });
    bad.products[0].category = 'ne-postoji';
    writeFileSync(badFile, JSON.stringify(bad));
    const failed = await importFile(badFile);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'products[0].category: kategorija "ne-postoji" ne postoji ni u fajlu ni u bazi.',
    );
    expect(failed.stderr).toContain('Ništa nije upisano.');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      expect(await database.db.$count(categories)).toBe(3);
      expect(await database.db.$count(products)).toBe(4);
      // Vacuumed after the import: every page of products is marked all-visible.
      const [visibility] = rowsOf<{ pages: number; visible: number }>(
        await database.db.execute(sql`
          select relpages as pages, relallvisible as visible from pg_class where relname = 'products'`),
      );
      expect(visibility?.pages).toBeGreaterThan(0);
      expect(visibility?.visible).toBe(visibility?.pages);
    } finally {
      await database.close();
    }
  });
});

describe('catalogue import, field by field', () => {
  let server: TestServer;
  const db = () => server.database.db;
  const product = (values: Record<string, unknown>) => ({ ...exampleJson().products[0], ...values });
  const categoryRows = async () =>
    (
      await db()
        .select({
          slug: categories.slug,
          parentId: categories.parentId,
          position: categories.position,
          id: categories.id,
        })
        .from(categories)
    ).sort((a, b) => a.slug.localeCompare(b.slug));

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('reports every problem on its own line under one heading', () => {
    const error = new CatalogImportError(['prvi problem', 'drugi problem']);
    expect(error.message).toBe('Katalog nije uvezen:\n  - prvi problem\n  - drugi problem');
    expect(error.name).toBe('CatalogImportError');
    expect(error.problems).toEqual(['prvi problem', 'drugi problem']);
    expect(error).toBeInstanceOf(Error);
  });

  it('names a problem deep in the file by its whole path', async () => {
    const problems = await problemsOf(() =>
      parseCatalogImport({
        categories: [],
        products: [
          product({
            attributes: [
              { name: 'Boja', value: 'Plava' },
              { name: 'Težina', value: null },
            ],
          }),
        ],
      }),
    );
    expect(problems).toEqual(['products[0].attributes[1].value: Neispravna vrednost.']);
  });

  it('rejects a loop among the file’s own categories once for each category in it', async () => {
    const problems = await problemsOf(() =>
      importCatalog(db(), {
        categories: [
          { name: 'A', slug: 'krug-a', parent: 'krug-b' },
          { name: 'B', slug: 'krug-b', parent: 'krug-c' },
          { name: 'C', slug: 'krug-c', parent: 'krug-b' },
        ],
        products: [],
      }),
    );
    expect(problems).toEqual([
      'categories[0].parent: kategorije prave krug (krug-a → krug-b → krug-c → krug-b).',
      'categories[1].parent: kategorije prave krug (krug-b → krug-c → krug-b).',
      'categories[2].parent: kategorije prave krug (krug-c → krug-b → krug-c).',
    ]);
    expect(await db().$count(categories)).toBe(0);
  });

  it('creates a three-level tree listed children first, numbering positions in file order', async () => {
    const result = await importCatalog(db(), {
      categories: [
        { name: 'Unuk', slug: 'unuk', parent: 'dete' },
        { name: 'Dete', slug: 'dete', parent: 'koren' },
        { name: 'Koren', slug: 'koren' },
        { name: 'Drugo dete', slug: 'drugo-dete', parent: 'koren' },
      ],
      products: [],
    });
    expect(result).toEqual({
      categoriesCreated: 4,
      categoriesUpdated: 0,
      productsCreated: 0,
      productsUpdated: 0,
      synonymsSaved: 0,
    });
    const rows = await categoryRows();
    const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
    expect(rows.map(({ slug, parentId, position }) => ({ slug, parentId, position }))).toEqual([
      { slug: 'dete', parentId: idOf('koren'), position: 1 },
      { slug: 'drugo-dete', parentId: idOf('koren'), position: 3 },
      { slug: 'koren', parentId: null, position: 2 },
      { slug: 'unuk', parentId: idOf('dete'), position: 0 },
    ]);
  });

  it('moves and renumbers stored categories the file lists again, leaving the others as they are', async () => {
    const result = await importCatalog(db(), {
      categories: [
        { name: 'Dete pod drugim', slug: 'dete', parent: 'drugo-dete' },
        { name: 'Unuk na vrhu', slug: 'unuk' },
      ],
      products: [],
    });
    expect(result).toMatchObject({ categoriesCreated: 0, categoriesUpdated: 2 });
    const rows = await categoryRows();
    const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
    expect(rows.map(({ slug, parentId, position }) => ({ slug, parentId, position }))).toEqual([
      { slug: 'dete', parentId: idOf('drugo-dete'), position: 0 },
      { slug: 'drugo-dete', parentId: idOf('koren'), position: 3 },
      { slug: 'koren', parentId: null, position: 2 },
      { slug: 'unuk', parentId: null, position: 1 },
    ]);
    const [unuk] = await db().select().from(categories).where(eq(categories.slug, 'unuk'));
    expect(unuk!.name).toBe('Unuk na vrhu');
  });

  it('replaces every field the supplier gives on an update, keeping popularity and the creation date', async () => {
    await importCatalog(db(), {
      categories: [],
      products: [product({ slug: 'menja-se', category: 'koren' })],
    });
    const createdAt = new Date('2024-03-01T10:00:00Z');
    await db().update(products).set({ popularity: 42, createdAt }).where(eq(products.slug, 'menja-se'));

    const result = await importCatalog(db(), {
      categories: [],
      products: [
        {
          name: 'Nova sveska',
          slug: 'menja-se',
          ean: '96385074',
          category: 'unuk',
          brand: 'Druga marka',
          description: 'Nov opis.',
          price: 990,
          discountPrice: 890,
          discountFrom: day(0),
          discountUntil: day(30),
          netQuantity: 0.5,
          netUnit: 'kg',
          shippingPrice: 350,
          available: false,
          stock: 7,
          images: ['/images/catalog/a.svg', '/images/catalog/b.svg'],
          attributes: [{ name: 'Boja', value: 'Zelena' }],
        },
      ],
    });
    expect(result).toMatchObject({ productsCreated: 0, productsUpdated: 1 });
    const [row] = await db().select().from(products).where(eq(products.slug, 'menja-se'));
    const [unuk] = await db().select().from(categories).where(eq(categories.slug, 'unuk'));
    expect(row).toMatchObject({
      categoryId: unuk!.id,
      name: 'Nova sveska',
      ean: '96385074',
      brand: 'Druga marka',
      description: 'Nov opis.',
      price: 990,
      discountPrice: 890,
      salePrice: 890,
      saleFrom: day(0),
      saleUntil: day(30),
      netQuantity: 0.5,
      netUnit: 'kg',
      shippingPrice: 350,
      available: false,
      stock: 7,
      images: ['/images/catalog/a.svg', '/images/catalog/b.svg'],
      attributes: [{ name: 'Boja', value: 'Zelena' }],
      popularity: 42,
      createdAt,
    });
  });

  it('imports a file of more than 500 products (several inserts) and updates all of them again', async () => {
    const many = Array.from({ length: 1001 }, (_, index) =>
      product({ slug: `mnogo-${index}`, name: `Proizvod ${index}`, category: 'koren' }),
    );
    const before = await db().$count(products);
    expect(await importCatalog(db(), { categories: [], products: many })).toMatchObject({
      productsCreated: 1001,
      productsUpdated: 0,
    });
    expect(await db().$count(products)).toBe(before + 1001);
    expect(await importCatalog(db(), { categories: [], products: many })).toMatchObject({
      productsCreated: 0,
      productsUpdated: 1001,
    });
    expect(await db().$count(products)).toBe(before + 1001);
  });
});
