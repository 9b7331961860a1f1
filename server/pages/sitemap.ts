import { escapeHtml } from './escape';
import type { SitemapRow } from './sitemap-rows';

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (at: Date | undefined) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');

export function urlSet(rows: readonly SitemapRow[], origin: string): string {
  const urls = rows.map(
    (row) => `<url><loc>${escapeHtml(origin + row.path)}</loc>${lastmod(row.lastmod)}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The path of sitemap part `n` (from 1) when the shop has more URLs than one sitemap holds. */
export const sitemapPartPath = (n: number) => `/sitemap/${n}.xml`;

export function partCount(rows: readonly unknown[], limit: number): number {
  return Math.ceil(rows.length / limit);
}

/** Part `n` (from 1) of the rows, or undefined past the last. */
export function sitemapPart(rows: readonly SitemapRow[], n: number, limit: number): SitemapRow[] | undefined {
  if (!Number.isInteger(n) || n < 1 || n > partCount(rows, limit)) return undefined;
  return rows.slice((n - 1) * limit, n * limit);
}

/** The index of the parts, each last changed when its newest row did. */
export function sitemapIndex(rows: readonly SitemapRow[], origin: string, limit: number): string {
  const parts = Array.from({ length: partCount(rows, limit) }, (_, i) => {
    const part = sitemapPart(rows, i + 1, limit)!;
    const newest = part.reduce<Date | undefined>(
      (latest, row) => (row.lastmod && (!latest || row.lastmod > latest) ? row.lastmod : latest),
      undefined,
    );
    return `<sitemap><loc>${escapeHtml(origin + sitemapPartPath(i + 1))}</loc>${lastmod(newest)}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${parts.join('\n')}\n</sitemapindex>\n`;
}
