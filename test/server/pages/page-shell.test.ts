import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { CONSENT_COOKIE } from '../../../contract/consent';
import { initialDataSchema } from '../../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../../contract/page-head';
import { formatDate } from '../../../contract/format-date';
import { addDays, belgradeDateOf } from '../../../contract/belgrade-calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, reviews, users } from '../../../server/db/schema';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { TEST_PUBLIC_URL, type TestServer, createTestServer } from '../../utils/test-server';
import { createRenderer } from '../../../src/app/entry-server';
import { TEMPLATE } from './shell-template';

type Page = {
  status: number;
  document: Document;
  html: string;
  meta(name: string): string | null | undefined;
  jsonLd(): any[];
  initialData(): ReturnType<typeof initialDataSchema.parse>;
};

describe('the page shell: each page its own head and status', () => {
  let server: TestServer;
  let clientDir: string;

  async function page(url: string, headers: Record<string, string> = {}): Promise<Page> {
    const response = await server.app.inject({ method: 'GET', url, headers });
    expect(response.headers['content-type']).toContain('text/html');
    const { document } = new JSDOM(response.body).window;
    return {
      status: response.statusCode,
      document,
      html: response.body,
      meta: (name) =>
        document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content'),
      initialData: () =>
        initialDataSchema.parse(JSON.parse(document.getElementById(INITIAL_DATA_ID)!.textContent!)),
      jsonLd: () =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          JSON.parse(script.textContent ?? ''),
        ),
    };
  }
  const canonical = (p: Page) => p.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const ofType = (p: Page, type: string) => p.jsonLd().filter((block) => block['@type'] === type);

  let fridges: Awaited<ReturnType<typeof insertCategory>>;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-pages-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    server = await createTestServer({ config: { clientDir }, createRenderer });
    const white = await insertCategory(server, { name: 'Bela tehnika', slug: 'bela-tehnika' });
    fridges = await insertCategory(server, { name: 'Frižideri', slug: 'frizideri', parentId: white.id });
    await insertProduct(server, {
      categoryId: fridges.id,
      name: 'Frižider Gorenje RK 6192',
      slug: 'frizider-gorenje',
      description: 'Kombinovani frižider sa zamrzivačem, 314 litara, energetska klasa E.',
      price: 54_999,
      discountPrice: 49_999,
      stock: 4,
      brand: 'Gorenje',
      ean: '3838782123456',
      images: ['/images/catalog/frizider.webp', '/images/catalog/frizider-2.webp'],
    });
    await insertProduct(server, { categoryId: fridges.id, slug: 'frizider-bez-zaliha', stock: 0 });
    const drawn = await insertCategory(server, { name: 'Ostalo', slug: 'ostalo' });
    await insertProduct(server, {
      categoryId: drawn.id,
      slug: 'frizider-crtez',
      images: ['/images/catalog/fridge-front.svg'],
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('a product page: its title, description with the price, canonical, Open Graph and Twitter card', async () => {
    const p = await page('/proizvod/frizider-gorenje?utm_source=x');
    expect(p.status).toBe(200);
    expect(p.document.documentElement.lang).toBe('sr-Latn');
    expect(p.document.title).toBe('Frižider Gorenje RK 6192 | Prodavnica');
    expect(p.document.querySelectorAll('title')).toHaveLength(1);
    expect(p.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(p.meta('description')).toBe(
      'Frižider Gorenje RK 6192 — 49.999 RSD. Kombinovani frižider sa zamrzivačem, 314 litara, energetska klasa E.',
    );
    expect(canonical(p)).toBe(`${TEST_PUBLIC_URL}/proizvod/frizider-gorenje`);
    expect(p.meta('robots')).toBeUndefined();
    expect(p.meta('og:type')).toBe('product');
    expect(p.meta('og:title')).toBe('Frižider Gorenje RK 6192 | Prodavnica');
    expect(p.meta('og:url')).toBe(`${TEST_PUBLIC_URL}/proizvod/frizider-gorenje`);
    // Its WebP is shared as a JPEG, which every link preview shows.
    expect(p.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/images/share/file/catalog/frizider.webp.jpg`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:image')).toBe(`${TEST_PUBLIC_URL}/images/share/file/catalog/frizider.webp.jpg`);
    // The template's own scripts and the root stay.
    expect(p.document.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull();
    expect(p.document.getElementById('root')).not.toBeNull();
  });

  it('a product drawn in SVG is shared as its 1200×630 PNG, which link previews show (audit N3)', async () => {
    const p = await page('/proizvod/frizider-crtez');
    expect(p.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/images/share/fridge-front.png`);
    expect(p.meta('twitter:image')).toBe(`${TEST_PUBLIC_URL}/images/share/fridge-front.png`);
    expect([p.meta('og:image:type'), p.meta('og:image:width'), p.meta('og:image:height')]).toEqual([
      'image/png',
      '1200',
      '630',
    ]);
    // A WebP of the shop's is shared as a JPEG of the same size.
    const webp = await page('/proizvod/frizider-gorenje');
    expect([webp.meta('og:image:type'), webp.meta('og:image:width'), webp.meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
  });

  it('absolute links come from the configured public origin, never from a forged Host header', async () => {
    const p = await page('/proizvod/frizider-gorenje', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(p.html).not.toContain('evil.example');
    expect(p.meta('og:image')?.startsWith(`${TEST_PUBLIC_URL}/`)).toBe(true);
  });

  it('a product page: Product JSON-LD with its offer, and the breadcrumbs down to the product', async () => {
    const p = await page('/proizvod/frizider-gorenje');
    const [product] = ofType(p, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Frižider Gorenje RK 6192',
      brand: { '@type': 'Brand', name: 'Gorenje' },
      gtin13: '3838782123456',
      image: [
        `${TEST_PUBLIC_URL}/images/catalog/frizider.webp`,
        `${TEST_PUBLIC_URL}/images/catalog/frizider-2.webp`,
      ],
      url: `${TEST_PUBLIC_URL}/proizvod/frizider-gorenje`,
      offers: {
        '@type': 'Offer',
        price: 49_999,
        priceCurrency: 'RSD',
        availability: 'https://schema.org/InStock',
        url: `${TEST_PUBLIC_URL}/proizvod/frizider-gorenje`,
      },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    const [breadcrumbs] = ofType(p, 'BreadcrumbList');
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Prodavnica', item: `${TEST_PUBLIC_URL}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Bela tehnika',
        item: `${TEST_PUBLIC_URL}/proizvodi/bela-tehnika`,
      },
      { '@type': 'ListItem', position: 3, name: 'Frižideri', item: `${TEST_PUBLIC_URL}/proizvodi/frizideri` },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Frižider Gorenje RK 6192',
        item: `${TEST_PUBLIC_URL}/proizvod/frizider-gorenje`,
      },
    ]);
  });

  it('availability follows stock and whether the product is still sold; reviews give an aggregate rating', async () => {
    expect(ofType(await page('/proizvod/frizider-bez-zaliha'), 'Product')[0].offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    const gone = await insertProduct(server, { available: false });
    expect(ofType(await page(`/proizvod/${gone.slug}`), 'Product')[0].offers.availability).toBe(
      'https://schema.org/Discontinued',
    );

    const rated = await insertProduct(server);
    const [reviewer] = await server.database.db
      .insert(users)
      .values({
        email: 'ocenjivac@example.rs',
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Ilić',
        isVerified: true,
      })
      .returning();
    const [second] = await server.database.db
      .insert(users)
      .values({
        email: 'ocenjivac2@example.rs',
        passwordHash: 'x',
        firstName: 'Iva',
        lastName: 'Ilić',
        isVerified: true,
      })
      .returning();
    await server.database.db.insert(reviews).values([
      { productId: rated.id, userId: reviewer!.id, rating: 5, text: 'Odličan.' },
      { productId: rated.id, userId: second!.id, rating: 4, text: 'Dobar.' },
    ]);
    expect(ofType(await page(`/proizvod/${rated.slug}`), 'Product')[0].aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('a product named with </script>, quotes and <!-- cannot break out of the head', async () => {
    const name = `Zli </script><script>alert(1)</script> "navodnici" 'i' <!-- kraj \u2028 & više`;
    const evil = await insertProduct(server, {
      name,
      description: `</title><script>alert(2)</script>`,
      images: ['/images/"><script>alert(3)</script>.webp'],
    });
    const p = await page(`/proizvod/${evil.slug}`);
    expect(p.status).toBe(200);
    // Only the template's script, the two JSON-LD blocks and the initial data: nothing injected runs.
    const scripts = [...p.document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual([
      'module',
      'application/ld+json',
      'application/ld+json',
      'application/json',
    ]);
    expect(p.document.querySelector('#root h1')?.textContent).toBe(name);
    expect(p.html).not.toContain('<script>alert');
    expect(p.document.title).toBe(`${name} | Prodavnica`);
    expect(p.meta('og:title')).toBe(`${name} | Prodavnica`);
    expect(p.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/images/"><script>alert(3)</script>.webp`);
    const [product] = ofType(p, 'Product');
    expect(product.name).toBe(name);
    expect(product.description).toBe(`</title><script>alert(2)</script>`);
    expect(p.document.getElementById('root')).not.toBeNull();
  });

  it('an unknown product, /proizvod/404, an unknown category and an unknown path answer 404 with the shell, not indexed', async () => {
    for (const [url, title] of [
      ['/proizvod/nema-ga', 'Proizvod nije pronađen | Prodavnica'],
      ['/proizvod/404', 'Proizvod nije pronađen | Prodavnica'],
      ['/proizvodi/nema-je', 'Kategorija nije pronađena | Prodavnica'],
      ['/bilo/sta', 'Stranica nije pronađena | Prodavnica'],
      ['/profil/istorija-kupovine/123', 'Stranica nije pronađena | Prodavnica'],
    ] as const) {
      const p = await page(url);
      expect(p.status, url).toBe(404);
      expect(p.document.title, url).toBe(title);
      expect(p.meta('robots'), url).toBe('noindex');
      expect(p.document.getElementById('root'), url).not.toBeNull();
      expect(p.jsonLd(), url).toEqual([]);
      expect(canonical(p), url).toBeUndefined();
    }
  });

  it('a category: its name, product count, breadcrumbs; filters and pages canonicalise', async () => {
    const p = await page('/proizvodi/frizideri');
    expect(p.status).toBe(200);
    expect(p.document.title).toBe('Frižideri | Prodavnica');
    expect(p.meta('description')).toBe(
      'Frižideri: 2 proizvoda u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
    expect(canonical(p)).toBe(`${TEST_PUBLIC_URL}/proizvodi/frizideri`);
    expect(p.meta('og:type')).toBe('website');
    expect(ofType(p, 'BreadcrumbList')[0].itemListElement.map((item: any) => item.item)).toEqual([
      `${TEST_PUBLIC_URL}/`,
      `${TEST_PUBLIC_URL}/proizvodi/bela-tehnika`,
      `${TEST_PUBLIC_URL}/proizvodi/frizideri`,
    ]);
    // The parent counts its subcategories' products.
    expect((await page('/proizvodi/bela-tehnika')).meta('description')).toContain(
      'Bela tehnika: 2 proizvoda',
    );

    expect(canonical(await page('/proizvodi/frizideri?page=2&sort=price_asc'))).toBe(
      `${TEST_PUBLIC_URL}/proizvodi/frizideri?page=2`,
    );
    const filtered = await page('/proizvodi/frizideri?brand=Gorenje&page=2');
    expect(canonical(filtered)).toBe(`${TEST_PUBLIC_URL}/proizvodi/frizideri`);
    expect(filtered.meta('description')).toBe(
      'Frižideri u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
  });

  it('all products: counted over the catalogue, with its breadcrumbs', async () => {
    const p = await page('/proizvodi');
    expect(p.status).toBe(200);
    expect(p.document.title).toBe('Svi proizvodi | Prodavnica');
    expect(p.meta('description')).toMatch(/^Svi proizvodi: \d+ proizvod/);
    expect(canonical(p)).toBe(`${TEST_PUBLIC_URL}/proizvodi`);
  });

  it('the home page: the shop’s title, Organization and WebSite with a search action', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.document.title).toBe('Prodavnica — bela tehnika, mali kućni aparati, TV i računari');
    expect(canonical(p)).toBe(`${TEST_PUBLIC_URL}/`);
    expect(ofType(p, 'Organization')[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Prodavnica d.o.o.',
      url: `${TEST_PUBLIC_URL}/`,
      email: 'kontakt@prodavnica.rs',
      address: { '@type': 'PostalAddress', streetAddress: 'Resavska 24', addressLocality: 'Beograd' },
    });
    expect(ofType(p, 'WebSite')[0]).toMatchObject({
      url: `${TEST_PUBLIC_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${TEST_PUBLIC_URL}/proizvodi/pretraga?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('search results and private pages carry noindex; info pages do not', async () => {
    const search = await page('/proizvodi/pretraga?q=fri%C5%BEider');
    expect(search.status).toBe(200);
    expect(search.meta('robots')).toBe('noindex');
    expect(search.document.title).toBe('Rezultati pretrage za „frižider“ | Prodavnica');
    // What the shopper typed is marked, for the page in Cyrillic to keep it as typed (N2).
    expect(search.document.querySelector('title')!.getAttribute('data-typed')).toBe('frižider');
    expect(canonical(search)).toBe(`${TEST_PUBLIC_URL}/proizvodi/pretraga`);
    for (const url of [
      '/profil',
      '/profil/ocene',
      '/korpa',
      '/login',
      '/register',
      '/reset-password?token=x',
      '/verify-email',
    ]) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      expect(p.meta('robots'), url).toBe('noindex');
    }
    const faq = await page('/faq');
    expect(faq.meta('robots')).toBeUndefined();
    expect(faq.document.title).toBe('Česta pitanja | Prodavnica');
    expect(faq.meta('description')).toContain('česta pitanja');
  });

  it('renders each page’s body with React, and embeds the reads it was rendered from', async () => {
    const product = await page('/proizvod/frizider-gorenje');
    const root = product.document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Frižider Gorenje RK 6192');
    expect(root.textContent).toContain('49.999\u00a0RSD');
    expect(root.querySelector('nav[aria-label="Putanja"]')?.textContent).toContain('Frižideri');
    const data = product.initialData();
    expect(data.parts).toContain('ProductPage');
    expect(data.reads['product "frizider-gorenje"']).toMatchObject({
      kind: 'found',
      value: { slug: 'frizider-gorenje', price: 54_999, discountPrice: 49_999 },
    });
    expect(Object.keys(data.reads)).toContain('categories null');

    const category = await page('/proizvodi/frizideri?page=1&sort=price_asc');
    const links = [...category.document.querySelectorAll('#root a')].map((link) => link.getAttribute('href'));
    expect(category.document.querySelector('#root h1')?.textContent).toBe('Frižideri');
    expect(links).toEqual(
      expect.arrayContaining(['/proizvod/frizider-gorenje', '/proizvod/frizider-bez-zaliha']),
    );
    expect(
      Object.keys(category.initialData().reads).filter((key) => key.startsWith('listing ')),
    ).toHaveLength(1);

    const home = await page('/');
    expect(home.document.querySelector('#root h1')?.textContent).toBe('Dobro došli u Prodavnicu');
  });

  it('renders the sale list as "Akcija", with only discounted products, its own title and canonical', async () => {
    const sale = await page('/proizvodi?onSale=true');
    expect(sale.status).toBe(200);
    expect(sale.document.title).toBe('Akcija | Prodavnica');
    expect(sale.meta('description')).toBe(
      'Proizvodi na akciji u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
    expect(canonical(sale)).toBe(`${TEST_PUBLIC_URL}/proizvodi?onSale=true`);
    const root = sale.document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Akcija');
    expect(root.querySelector('nav[aria-label="Putanja"] [aria-current="page"]')?.textContent).toBe('Akcija');
    const products = [...root.querySelectorAll('a')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/proizvod/'));
    expect(new Set(products)).toEqual(new Set(['/proizvod/frizider-gorenje']));
    expect(
      (root.querySelector('input[type="checkbox"]:checked')?.parentElement?.textContent ?? '').trim(),
    ).toBe('Samo na akciji');

    const inCategory = await page('/proizvodi/frizideri?onSale=true');
    expect(inCategory.document.title).toBe('Frižideri na akciji | Prodavnica');
    expect(inCategory.document.querySelector('#root h1')?.textContent).toBe('Frižideri na akciji');
  });

  it('/akcija: the sale page, server-rendered, each discount with its last day, paged, in the sitemap', async () => {
    const until = addDays(belgradeDateOf(new Date()), 10);
    await insertProduct(server, {
      categoryId: fridges.id,
      name: 'Frižider na akciji do kraja',
      slug: 'frizider-akcija-do',
      price: 40_000,
      salePrice: 35_000,
      saleFrom: addDays(until, -20),
      saleUntil: until,
      images: ['/images/catalog/fridge-front.svg'],
      popularity: 10,
    });
    // The product's offer holds until the discount's last day.
    const [offered] = ofType(await page('/proizvod/frizider-akcija-do'), 'Product');
    expect(offered.offers).toMatchObject({ price: 35_000, priceValidUntil: until });
    const sale = await page('/akcija');
    expect(sale.status).toBe(200);
    expect(sale.document.title).toBe('Akcija | Prodavnica');
    expect(canonical(sale)).toBe(`${TEST_PUBLIC_URL}/akcija`);
    const root = sale.document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Akcija');
    const cards = [...root.querySelectorAll('article')].map((card) => ({
      name: card.querySelector('h3')?.textContent,
      note: card.querySelector('.product-card-note')?.textContent,
    }));
    expect(cards).toEqual([
      { name: 'Frižider na akciji do kraja', note: `Akcija traje do ${formatDate(`${until}T12:00:00Z`)}` },
      { name: 'Frižider Gorenje RK 6192', note: undefined },
    ]);
    // Its picture for a shared link: the most popular discounted product's drawing as a PNG.
    expect(sale.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/images/share/fridge-front.png`);
    expect([sale.meta('og:image:width'), sale.meta('og:image:height')]).toEqual(['1200', '630']);
    const second = await page('/akcija?page=2');
    expect(second.status).toBe(200);
    expect(second.document.querySelectorAll('#root article')).toHaveLength(0);
    const sitemap = await server.app.inject('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${TEST_PUBLIC_URL}/akcija</loc>`);
  });

  it('a category page is shared with a raster picture of its own, with its size', async () => {
    const drawn = await page('/proizvodi/ostalo');
    expect(drawn.meta('og:image')).toBe(`${TEST_PUBLIC_URL}/images/share/fridge-front.png`);
    expect([
      drawn.meta('og:image:type'),
      drawn.meta('og:image:width'),
      drawn.meta('og:image:height'),
    ]).toEqual(['image/png', '1200', '630']);
    // (The PNG itself is made from the drawing and served by server/images/share-image-routes.ts.)
    // A top category is pictured by a product of its subcategories.
    const top = await page('/proizvodi/bela-tehnika');
    expect(top.meta('og:image')).toMatch(/\/images\/share\/fridge-front\.png$/);
  });

  it('an unknown product renders the Serbian 404 page with status 404', async () => {
    const missing = await page('/proizvod/nema-ga');
    expect(missing.status).toBe(404);
    expect(missing.document.querySelector('#root h1')?.textContent).toBe('Proizvod nije pronađen');
    const unknownCategory = await page('/proizvodi/nema-je');
    expect(unknownCategory.status).toBe(404);
    expect(unknownCategory.document.querySelector('#root h1')?.textContent).toBe('Kategorija nije pronađena');
  });

  it('odd paths get a 404 page, never an error', async () => {
    // (A malformed escape like /proizvod/%E0%A4%A the router refuses with 400 before any page.)
    for (const url of ['/proizvodi/a%2Fb', '//evil.example/proizvod/x', '/proizvod/x/y']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.body, url).not.toContain('evil.example');
    }
  });
});

describe('the page shell reads through the catalogue cache', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-pages-cache-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    server = await createTestServer({ config: { clientDir } });
    await insertProduct(server, { name: 'Toster Tefal TT2', slug: 'toster-tefal', stock: 3 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** The database reads one visit of `url` costs, and what its page says. */
  async function visit(url: string) {
    const db = server.app.catalogDb;
    const reads = [vi.spyOn(db, 'select'), vi.spyOn(db, 'execute'), vi.spyOn(db.query.products, 'findFirst')];
    const response = await server.app.inject(url);
    const count = reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    for (const spy of reads) spy.mockRestore();
    return { count, body: response.body };
  }

  it('a second visit of a product page reads only the catalogue counter; a stock change shows at once', async () => {
    const first = await visit('/proizvod/toster-tefal');
    expect(first.body).toContain('Toster Tefal TT2');
    expect(first.count).toBeGreaterThan(1);

    const second = await visit('/proizvod/toster-tefal');
    expect(second.body).toBe(first.body);
    expect(second.count).toBe(1);

    await server.database.db.update(products).set({ stock: 0 }).where(eq(products.slug, 'toster-tefal'));
    const afterChange = await visit('/proizvod/toster-tefal');
    expect(afterChange.count).toBeGreaterThan(1);
    expect(afterChange.body).toContain('OutOfStock');
  });
});

describe('a page whose server rendering fails', () => {
  let server: TestServer;
  let clientDir: string;
  const failure = new Error('render failed');

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-pages-failing-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    server = await createTestServer({
      config: { clientDir },
      createRenderer: () => async () => {
        throw failure;
      },
    });
    await insertProduct(server, { name: 'Toster Tefal TT2', slug: 'toster-tefal', stock: 3 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('is logged and goes out with its head and an empty body, which the browser renders', async () => {
    const logged = vi.spyOn(server.app.log, 'error');
    const response = await server.app.inject('/proizvod/toster-tefal');
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    expect(document.title).toBe('Toster Tefal TT2 | Prodavnica');
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      { err: failure, url: '/proizvod/toster-tefal' },
      'server rendering failed: the browser renders the page',
    );
    // An unknown product keeps its 404 without a body.
    expect((await server.app.inject('/proizvod/nema-ga')).statusCode).toBe(404);
  });
});

describe('the cookie banner in a server-rendered page', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-pages-consent-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    server = await createTestServer({ config: { clientDir }, createRenderer });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const banner = async (cookie?: string) => {
    const response = await server.app.inject({ url: '/faq', headers: cookie ? { cookie } : {} });
    return new JSDOM(response.body).window.document.querySelector('#root .consent-banner');
  };

  it('shows with the page until the shopper chose, and never after (the choice is a cookie)', async () => {
    expect((await banner())?.querySelector('h2')?.textContent).toBe('Koristimo kolačiće');
    expect(await banner(`${CONSENT_COOKIE}=necessary`)).toBeNull();
    expect(await banner(`${CONSENT_COOKIE}=analytics`)).toBeNull();
    expect(await banner(`${CONSENT_COOKIE}=svasta`)).not.toBeNull();
    // Each answer is kept apart in the page cache: the first visitor's banner is not served on.
    expect(await banner()).not.toBeNull();
  });
});
