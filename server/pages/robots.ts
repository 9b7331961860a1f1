import { PRIVATE_PATHS } from '../../contract/page-head';

/** robots.txt: crawlers stay out of personal, one-time and search pages, and find the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
