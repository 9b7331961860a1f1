import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../server/pages/robots';
import seoRoutes from '../../../server/pages/seo-routes';
import dbPlugin from '../../../server/plugins/db';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const PUBLIC_PAGE_URLS = [
  '<url><loc>http://shop.test/</loc></url>',
  '<url><loc>http://shop.test/proizvodi</loc></url>',
  '<url><loc>http://shop.test/akcija</loc></url>',
  '<url><loc>http://shop.test/kako-kupovati</loc></url>',
  '<url><loc>http://shop.test/faq</loc></url>',
  '<url><loc>http://shop.test/kontakt</loc></url>',
  '<url><loc>http://shop.test/uslovi-koriscenja</loc></url>',
  '<url><loc>http://shop.test/politika-privatnosti</loc></url>',
];
/** The categories by position, then the products on offer by id. */
const CATALOGUE_URLS = [
  '<url><loc>http://shop.test/proizvodi/laptopovi</loc><lastmod>2026-04-01T12:00:00.000Z</lastmod></url>',
  '<url><loc>http://shop.test/proizvodi/prazna%20%26%20mala</loc></url>',
  '<url><loc>http://shop.test/proizvodi/racunari</loc><lastmod>2026-04-01T12:00:00.000Z</lastmod></url>',
  '<url><loc>http://shop.test/proizvod/racunar-stari</loc><lastmod>2026-01-10T09:00:00.000Z</lastmod></url>',
  '<url><loc>http://shop.test/proizvod/laptop-a</loc><lastmod>2026-03-05T15:30:00.000Z</lastmod></url>',
  '<url><loc>http://shop.test/proizvod/laptop%20b%26c</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>',
];
const urlSet = (urls: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  `${urls.join('\n')}\n</urlset>\n`;

describe('the SEO routes: robots.txt, the sitemap and its parts', () => {
  let server: TestServer;
  /** The same routes on the same database, 4 and 1 URLs a sitemap. */
  let byFour: FastifyInstance;
  let byOne: FastifyInstance;

  async function withLimit(sitemapUrlLimit: number) {
    const app = Fastify();
    await app.register(dbPlugin, { database: server.database, config: server.config });
    await app.register(seoRoutes, { sitemapUrlLimit });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    server = await createTestServer();
    const computers = await insertCategory(server, { slug: 'racunari', position: 1 });
    const laptops = await insertCategory(server, { slug: 'laptopovi', parentId: computers.id, position: 0 });
    await insertCategory(server, { slug: 'prazna & mala', position: 0 });
    await insertProduct(server, {
      categoryId: computers.id,
      slug: 'racunar-stari',
      createdAt: new Date('2026-01-10T09:00:00.000Z'),
    });
    await insertProduct(server, {
      categoryId: laptops.id,
      slug: 'laptop-a',
      createdAt: new Date('2026-03-05T15:30:00.000Z'),
    });
    await insertProduct(server, {
      categoryId: laptops.id,
      slug: 'laptop b&c',
      createdAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    // No longer sold: not listed itself, but its category changed when it was added.
    await insertProduct(server, {
      categoryId: laptops.id,
      slug: 'laptop-povucen',
      available: false,
      createdAt: new Date('2026-04-01T12:00:00.000Z'),
    });
    byFour = await withLimit(4);
    byOne = await withLimit(1);
  });
  afterAll(async () => {
    await byFour.close();
    await byOne.close();
    await server.close();
  });

  it('robots.txt: plain text, cached for an hour, naming the sitemap on the public origin', async () => {
    const response = await server.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe(CACHE);
    // The text itself is pinned line by line in sitemap.test.ts.
    expect(response.body).toBe(robotsTxt('http://shop.test/sitemap.xml'));
  });

  it('the sitemap: the public pages, then every category (its newest product, subcategories’ and withdrawn ones included), then the products on offer', async () => {
    const response = await server.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XML);
    expect(response.headers['cache-control']).toBe(CACHE);
    expect(response.body).toBe(urlSet([...PUBLIC_PAGE_URLS, ...CATALOGUE_URLS]));
  });

  it('under the limit there are no parts', async () => {
    const response = await server.app.inject('/sitemap/1.xml');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Traženi sadržaj ne postoji.', code: 'NOT_FOUND' });
  });

  it('past the limit, the sitemap is an index of the parts, each dated by its newest URL', async () => {
    const response = await byFour.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XML);
    expect(response.headers['cache-control']).toBe(CACHE);
    expect(response.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>http://shop.test/sitemap/1.xml</loc></sitemap>\n' +
        '<sitemap><loc>http://shop.test/sitemap/2.xml</loc></sitemap>\n' +
        '<sitemap><loc>http://shop.test/sitemap/3.xml</loc><lastmod>2026-04-01T12:00:00.000Z</lastmod></sitemap>\n' +
        '<sitemap><loc>http://shop.test/sitemap/4.xml</loc><lastmod>2026-03-05T15:30:00.000Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('a part lists its share of the URLs, cached like the index', async () => {
    const third = await byFour.inject('/sitemap/3.xml');
    expect(third.statusCode).toBe(200);
    expect(third.headers['content-type']).toBe(XML);
    expect(third.headers['cache-control']).toBe(CACHE);
    expect(third.body).toBe(urlSet(CATALOGUE_URLS.slice(0, 4)));
    expect((await byFour.inject('/sitemap/4.xml')).body).toBe(urlSet(CATALOGUE_URLS.slice(4)));
  });

  it('parts numbered past 9 are found; the last is the last', async () => {
    const tenth = await byOne.inject('/sitemap/10.xml');
    expect(tenth.statusCode).toBe(200);
    expect(tenth.body).toBe(urlSet([CATALOGUE_URLS[1]!]));
    expect((await byOne.inject('/sitemap/14.xml')).body).toBe(urlSet([CATALOGUE_URLS[5]!]));
    expect((await byOne.inject('/sitemap/15.xml')).statusCode).toBe(404);
  });

  it('a part’s name is its number from 1, without leading zeros, then .xml: anything else is not found', async () => {
    for (const file of ['0.xml', '01.xml', '1.xmlx', 'x1.xml', '1xml', '1.xml.gz', 'a.xml', '5.xml']) {
      const response = await byFour.inject(`/sitemap/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json(), file).toEqual({ error: 'Traženi sadržaj ne postoji.', code: 'NOT_FOUND' });
    }
  });

  it('the routes need the database plugin, and say so', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(seoRoutes);
      await app.ready();
    };
    await expect(start()).rejects.toThrow("The dependency 'db' of plugin 'seo-routes' is not registered");
    await app.close();
  });
});
