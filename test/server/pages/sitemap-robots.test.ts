import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seoRoutes from '../../../server/pages/seo-routes';
import dbPlugin from '../../../server/plugins/db';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { TEST_PUBLIC_URL, type TestServer, createTestServer } from '../../utils/test-server';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const unescapeXml = (text: string) => text.replaceAll('&amp;', '&');

describe('/robots.txt and /sitemap.xml', () => {
  let server: TestServer;
  let small: FastifyInstance;
  const live: string[] = [];
  const categorySlugs: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    const top = await insertCategory(server, { slug: 'racunari' });
    const laptops = await insertCategory(server, { slug: 'laptopovi', parentId: top.id });
    await insertCategory(server, { slug: 'prazna' });
    categorySlugs.push('racunari', 'laptopovi', 'prazna');
    for (const slug of ['laptop-a', 'laptop-b&c', 'laptop-bez-zaliha']) {
      await insertProduct(server, { categoryId: laptops.id, slug, stock: slug.includes('bez') ? 0 : 5 });
      live.push(slug);
    }
    await insertProduct(server, { categoryId: laptops.id, slug: 'povucen-iz-prodaje', available: false });

    // The same routes on the same database with a limit of 4 URLs per sitemap.
    small = Fastify();
    await small.register(dbPlugin, { database: server.database, config: server.config });
    await small.register(seoRoutes, { sitemapUrlLimit: 4 });
    await small.ready();
  });
  afterAll(async () => {
    await small.close();
    await server.close();
  });

  it('robots.txt keeps crawlers out of personal, one-time and search pages and names the sitemap', async () => {
    const response = await server.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    for (const path of [
      '/profil',
      '/korpa',
      '/login',
      '/register',
      '/reset-password',
      '/forgot-password',
      '/verification',
      '/verify-email',
      '/proizvodi/pretraga',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(response.body).not.toMatch(/Disallow: \/proizvod\b|Disallow: \/$/m);
  });

  it('the sitemap lists exactly the categories and the products on offer, with lastmod', async () => {
    const response = await server.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(response.body).map((loc) => unescapeXml(loc!));
    const products = urls.filter((url) => url.startsWith(`${TEST_PUBLIC_URL}/proizvod/`));
    const categories = urls.filter((url) => url.startsWith(`${TEST_PUBLIC_URL}/proizvodi/`));
    expect(products.sort()).toEqual(
      live.map((slug) => `${TEST_PUBLIC_URL}/proizvod/${encodeURIComponent(slug)}`).sort(),
    );
    expect(categories.sort()).toEqual(
      categorySlugs.map((slug) => `${TEST_PUBLIC_URL}/proizvodi/${slug}`).sort(),
    );
    expect(urls).toContain(`${TEST_PUBLIC_URL}/`);
    expect(urls.some((url) => /profil|korpa|login|pretraga/.test(url))).toBe(false);
    // A product's lastmod is when it was added; a category's, its newest product's (subcategories included).
    const entry = (path: string) =>
      response.body.split('\n').find((line) => line.includes(`<loc>${TEST_PUBLIC_URL}${path}</loc>`));
    expect(entry('/proizvod/laptop-a')).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(entry('/proizvodi/racunari')).toMatch(/<lastmod>/);
    expect(entry('/proizvodi/prazna')).not.toMatch(/<lastmod>/);
  });

  it('past the limit of URLs, /sitemap.xml is an index of parts that together list every URL once', async () => {
    const whole = locs((await server.app.inject('/sitemap.xml')).body);
    const index = await small.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const partUrls = locs(index.body);
    expect(partUrls).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / 4) },
        (_, i) => `${TEST_PUBLIC_URL}/sitemap/${i + 1}.xml`,
      ),
    );
    const listed: string[] = [];
    for (const url of partUrls) {
      const part = await small.inject(url!.slice(TEST_PUBLIC_URL.length));
      expect(part.statusCode, url).toBe(200);
      expect(part.body).toContain('<urlset');
      const entries = locs(part.body);
      expect(entries.length).toBeLessThanOrEqual(4);
      listed.push(...(entries as string[]));
    }
    expect(listed).toEqual(whole);
    for (const missing of [`/sitemap/${partUrls.length + 1}.xml`, '/sitemap/0.xml', '/sitemap/a.xml'])
      expect((await small.inject(missing)).statusCode, missing).toBe(404);
    // Under the limit there are no parts.
    expect((await server.app.inject('/sitemap/1.xml')).statusCode).toBe(404);
  });
});
