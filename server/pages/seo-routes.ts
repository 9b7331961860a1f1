import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { linker } from './page-shell';
import { robotsTxt } from './robots';
import { SITEMAP_URL_LIMIT, partCount, sitemapIndex, sitemapPart, urlSet } from './sitemap';
import { type SitemapRow, loadSitemapRows } from './sitemap-rows';

/** The pages that are the same for everyone and worth a crawler's visit. */
const PUBLIC_PAGES = [
  '/',
  '/proizvodi',
  '/akcija',
  '/kako-kupovati',
  '/faq',
  '/kontakt',
  '/uslovi-koriscenja',
  '/politika-privatnosti',
];

const CACHE = 'public, max-age=3600';

/** /robots.txt, /sitemap.xml and, past `sitemapUrlLimit` URLs, its parts /sitemap/{n}.xml. */
async function seoRoutes(app: FastifyInstance, options: { sitemapUrlLimit?: number }) {
  const limit = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const origin = linker(app)('/').slice(0, -1);
  const rows = async (): Promise<SitemapRow[]> => [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...(await loadSitemapRows(app.catalogDb)),
  ];

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE);
    return robotsTxt(`${origin}/sitemap.xml`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const all = await rows();
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);
    return partCount(all, limit) > 1 ? sitemapIndex(all, origin, limit) : urlSet(all, origin);
  });

  app.get<{ Params: { file: string } }>('/sitemap/:file', async (request, reply) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const all = await rows();
    const part = match && partCount(all, limit) > 1 ? sitemapPart(all, Number(match[1]), limit) : undefined;
    if (!part) return reply.status(404).send({ error: 'Traženi sadržaj ne postoji.', code: 'NOT_FOUND' });
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);
    return urlSet(part, origin);
  });
}

export default fp(seoRoutes, { name: 'seo-routes', dependencies: ['db'] });
