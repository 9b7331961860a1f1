import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../contract/catalog';
import { loadCategoryTree } from '../../../server/catalog/category-tree';
import type { PageMatch } from '../../../server/pages/match-page';
import { loadPageData } from '../../../server/pages/page-data';
import { linker } from '../../../server/pages/page-shell';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { insertCategory, insertProduct } from '../../utils/fixtures';

const link = (path: string) => `https://prodavnica.test${path}`;
const HOME = { '@type': 'ListItem', position: 1, name: 'Prodavnica', item: 'https://prodavnica.test/' };
/** A breadcrumb to a category's listing. */
const crumb = (position: number, name: string, slug: string) => ({
  '@type': 'ListItem',
  position,
  name,
  item: `https://prodavnica.test/proizvodi/${slug}`,
});

describe('what each page shows and how it describes itself', () => {
  let server: TestServer;
  let tree: CategoryNode[];

  /** The page data of `match` at the query `search`, read from the test catalogue. */
  const data = (match: PageMatch, search = '') =>
    loadPageData(server.app.db, match, new URLSearchParams(search), link, tree);

  beforeAll(async () => {
    server = await createTestServer();
    const white = await insertCategory(server, { name: 'Bela tehnika', slug: 'bela-tehnika', position: 0 });
    const fridges = await insertCategory(server, {
      name: 'Frižideri',
      slug: 'frizideri',
      parentId: white.id,
    });
    const combined = await insertCategory(server, {
      name: 'Kombinovani',
      slug: 'kombinovani',
      parentId: fridges.id,
    });
    const tvs = await insertCategory(server, { name: 'Televizori', slug: 'televizori', position: 1 });
    await insertProduct(server, {
      categoryId: combined.id,
      name: 'Frižider Gorenje RK 6192',
      slug: 'frizider-gorenje',
      description: 'Kombinovani frižider.',
      price: 54_999,
      discountPrice: 49_999,
      images: ['/images/catalog/frizider.webp', '/images/catalog/frizider-2.webp'],
    });
    await insertProduct(server, { categoryId: fridges.id, slug: 'frizider-mali' });
    await insertProduct(server, {
      categoryId: tvs.id,
      name: 'TV LG 50',
      slug: 'tv lg&50',
      description: '',
      price: 39_999,
      images: ['/images/catalog/tv.webp'],
    });
    tree = await loadCategoryTree(server.app.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('the home page: the organization and the web site, no heading of its own', async () => {
    const home = await data({ kind: 'home' });
    expect({ ...home, jsonLd: home.jsonLd.map((block: any) => block['@type']) }).toEqual({
      status: 200,
      type: 'website',
      jsonLd: ['Organization', 'WebSite'],
    });
  });

  it('a fixed page: its heading, nothing else', async () => {
    expect(await data({ kind: 'static', heading: 'Česta pitanja' })).toEqual({
      status: 200,
      heading: 'Česta pitanja',
      type: 'website',
      jsonLd: [],
    });
  });

  it('an order’s details: the screen’s heading', async () => {
    expect(await data({ kind: 'orderDetails' })).toEqual({
      status: 200,
      heading: 'Detalji porudžbine',
      type: 'website',
      jsonLd: [],
    });
  });

  it('the search page: the query in its heading, or the plain heading without one', async () => {
    expect(await data({ kind: 'search' }, 'q=fri%C5%BEider')).toEqual({
      status: 200,
      heading: 'Rezultati pretrage za „frižider“',
      type: 'website',
      jsonLd: [],
    });
    expect((await data({ kind: 'search' })).heading).toBe('Pretraga proizvoda');
  });

  it('not found: 404 with the heading of what is missing, no structured data', async () => {
    const missing = (heading: string) => ({ status: 404, heading, type: 'website', jsonLd: [] });
    expect(await data({ kind: 'notFound' })).toEqual(missing('Stranica nije pronađena'));
    expect(await data({ kind: 'productNotFound' })).toEqual(missing('Proizvod nije pronađen'));
    expect(await data({ kind: 'product', slug: 'nema-ga' })).toEqual(missing('Proizvod nije pronađen'));
    expect(await data({ kind: 'category', slug: 'nema-je' })).toEqual(missing('Kategorija nije pronađena'));
  });

  it('a product: its name, description with the price, first image, the product and its breadcrumbs down to it', async () => {
    const page = await data({ kind: 'product', slug: 'frizider-gorenje' });
    expect(page).toEqual({
      status: 200,
      heading: 'Frižider Gorenje RK 6192',
      description: 'Frižider Gorenje RK 6192 — 49.999 RSD. Kombinovani frižider.',
      type: 'product',
      image: 'https://prodavnica.test/images/share/file/catalog/frizider.webp.jpg',
      jsonLd: [
        expect.objectContaining({
          '@type': 'Product',
          url: 'https://prodavnica.test/proizvod/frizider-gorenje',
        }),
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            HOME,
            crumb(2, 'Bela tehnika', 'bela-tehnika'),
            crumb(3, 'Frižideri', 'frizideri'),
            crumb(4, 'Kombinovani', 'kombinovani'),
            {
              '@type': 'ListItem',
              position: 5,
              name: 'Frižider Gorenje RK 6192',
              item: 'https://prodavnica.test/proizvod/frizider-gorenje',
            },
          ],
        },
      ],
    });
  });

  it('a product’s breadcrumb links to its encoded slug; without a description, the name and price describe it', async () => {
    const page = await data({ kind: 'product', slug: 'tv lg&50' });
    expect(page.image).toBe('https://prodavnica.test/images/share/file/catalog/tv.webp.jpg');
    expect(page.description).toBe('TV LG 50 — 39.999 RSD.');
    expect((page.jsonLd[1] as any).itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'TV LG 50',
      item: 'https://prodavnica.test/proizvod/tv%20lg%2650',
    });
  });

  it('all products: counted over every top category with their breadcrumbs', async () => {
    const page = await data({ kind: 'allProducts' });
    expect(page).toEqual({
      status: 200,
      heading: 'Svi proizvodi',
      description: 'Svi proizvodi: 3 proizvoda u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            HOME,
            {
              '@type': 'ListItem',
              position: 2,
              name: 'Svi proizvodi',
              item: 'https://prodavnica.test/proizvodi',
            },
          ],
        },
      ],
    });
  });

  it('all products with a query: a filter drops the count', async () => {
    const paged = await data({ kind: 'allProducts' }, 'page=2');
    expect(paged.description).toBe(
      'Svi proizvodi: 3 proizvoda u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
    const filtered = await data({ kind: 'allProducts' }, 'brand=Gorenje');
    expect(filtered.description).toBe('Svi proizvodi u ponudi Prodavnice, uz brzu isporuku širom Srbije.');
  });

  it('a category two levels down: its name, count and breadcrumbs from the top', async () => {
    const page = await data({ kind: 'category', slug: 'kombinovani' });
    expect(page).toEqual({
      status: 200,
      heading: 'Kombinovani',
      description: 'Kombinovani: 1 proizvod u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
      type: 'website',
      // Its product's WebP, shared as a JPEG of a known size.
      image: 'https://prodavnica.test/images/share/file/catalog/frizider.webp.jpg',
      imageSize: { type: 'image/jpeg', width: 1200, height: 630 },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            HOME,
            crumb(2, 'Bela tehnika', 'bela-tehnika'),
            crumb(3, 'Frižideri', 'frizideri'),
            crumb(4, 'Kombinovani', 'kombinovani'),
          ],
        },
      ],
    });
  });

  it('a category after the first top one is found too, and counts its own products', async () => {
    const page = await data({ kind: 'category', slug: 'televizori' });
    expect(page.heading).toBe('Televizori');
    expect(page.description).toBe(
      'Televizori: 1 proizvod u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
    expect((page.jsonLd[0] as any).itemListElement).toEqual([HOME, crumb(2, 'Televizori', 'televizori')]);
  });

  it('a category with a query: filtered, no count', async () => {
    const paged = await data({ kind: 'category', slug: 'frizideri' }, 'sort=price_asc');
    expect(paged.description).toBe(
      'Frižideri: 2 proizvoda u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
    const filtered = await data({ kind: 'category', slug: 'frizideri' }, 'available=true');
    expect(filtered.description).toBe('Frižideri u ponudi Prodavnice, uz brzu isporuku širom Srbije.');
  });

  it('absolute links join a path to the configured public origin; a full http(s) URL stays as it is', () => {
    const absolute = linker(server.app);
    expect(absolute('/proizvod/x')).toBe('http://shop.test/proizvod/x');
    expect(absolute('images/x.webp')).toBe('http://shop.test/images/x.webp');
    expect(absolute('/')).toBe('http://shop.test/');
    expect(absolute('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(absolute('http://cdn.example/x.webp')).toBe('http://cdn.example/x.webp');
    expect(absolute('HTTPS://CDN.example/x.webp')).toBe('HTTPS://CDN.example/x.webp');
    expect(absolute('/preusmeri?na=https://cdn.example/')).toBe(
      'http://shop.test/preusmeri?na=https://cdn.example/',
    );
    expect(absolute('ftp://cdn.example/x')).toBe('http://shop.test/ftp://cdn.example/x');
  });
});
