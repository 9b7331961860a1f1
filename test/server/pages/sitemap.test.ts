import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../server/pages/robots';
import {
  SITEMAP_URL_LIMIT,
  partCount,
  sitemapIndex,
  sitemapPart,
  sitemapPartPath,
  urlSet,
} from '../../../server/pages/sitemap';

const ORIGIN = 'https://prodavnica.test';
const JAN = new Date('2026-01-15T10:00:00.000Z');
const FEB = new Date('2026-02-20T08:30:00.000Z');
const MAR = new Date('2026-03-01T00:00:00.000Z');

describe('sitemap files', () => {
  it('a URL set lists each page’s absolute, escaped URL, with lastmod when it is known', () => {
    expect(
      urlSet(
        [{ path: '/' }, { path: '/proizvodi/frizideri', lastmod: FEB }, { path: '/proizvod/a&b<c>' }],
        ORIGIN,
      ),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://prodavnica.test/</loc></url>\n' +
        '<url><loc>https://prodavnica.test/proizvodi/frizideri</loc><lastmod>2026-02-20T08:30:00.000Z</lastmod></url>\n' +
        '<url><loc>https://prodavnica.test/proizvod/a&amp;b&lt;c&gt;</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('the sitemaps protocol’s limit is 50,000 URLs a file', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
  });

  it('the number of parts: as many as the limit fills, a started one counting', () => {
    expect(partCount([], 2)).toBe(0);
    expect(partCount([1], 2)).toBe(1);
    expect(partCount([1, 2], 2)).toBe(1);
    expect(partCount([1, 2, 3], 2)).toBe(2);
    expect(partCount([1, 2, 3, 4, 5], 2)).toBe(3);
  });

  it('part n (from 1) holds the limit’s worth of rows from the (n-1)th, the last one the rest; none before 1, past the last or between', () => {
    const rows = ['/a', '/b', '/c', '/d', '/e'].map((path) => ({ path }));
    expect(sitemapPart(rows, 1, 2)).toEqual([{ path: '/a' }, { path: '/b' }]);
    expect(sitemapPart(rows, 2, 2)).toEqual([{ path: '/c' }, { path: '/d' }]);
    expect(sitemapPart(rows, 3, 2)).toEqual([{ path: '/e' }]);
    expect(sitemapPart(rows, 4, 2)).toBeUndefined();
    expect(sitemapPart(rows, 0, 2)).toBeUndefined();
    expect(sitemapPart(rows, -1, 2)).toBeUndefined();
    expect(sitemapPart(rows, 1.5, 2)).toBeUndefined();
    expect(sitemapPart(rows, Number.NaN, 2)).toBeUndefined();
  });

  it('a part’s path', () => {
    expect(sitemapPartPath(3)).toBe('/sitemap/3.xml');
  });

  it('the index lists each part, last changed when its newest row was, without lastmod for a part with none', () => {
    const rows = [
      { path: '/a', lastmod: FEB },
      { path: '/b' },
      { path: '/c', lastmod: MAR },
      { path: '/d', lastmod: JAN },
      { path: '/e' },
      { path: '/f' },
      { path: '/g', lastmod: JAN },
      { path: '/h', lastmod: FEB },
    ];
    expect(sitemapIndex(rows, ORIGIN, 3)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://prodavnica.test/sitemap/1.xml</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></sitemap>\n' +
        '<sitemap><loc>https://prodavnica.test/sitemap/2.xml</loc><lastmod>2026-01-15T10:00:00.000Z</lastmod></sitemap>\n' +
        '<sitemap><loc>https://prodavnica.test/sitemap/3.xml</loc><lastmod>2026-02-20T08:30:00.000Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
    expect(sitemapIndex([{ path: '/a' }, { path: '/b' }, { path: '/c', lastmod: JAN }], ORIGIN, 2)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://prodavnica.test/sitemap/1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://prodavnica.test/sitemap/2.xml</loc><lastmod>2026-01-15T10:00:00.000Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('the index’s part URLs are escaped', () => {
    expect(sitemapIndex([{ path: '/a' }], 'https://prodavnica.test/?a&b', 1)).toContain(
      '<loc>https://prodavnica.test/?a&amp;b/sitemap/1.xml</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('every crawler stays out of the private paths and the API, may go anywhere else, and is told the sitemap', () => {
    expect(robotsTxt('https://prodavnica.test/sitemap.xml')).toBe(
      [
        'User-agent: *',
        'Disallow: /profil',
        'Disallow: /korpa',
        'Disallow: /login',
        'Disallow: /register',
        'Disallow: /forgot-password',
        'Disallow: /reset-password',
        'Disallow: /verification',
        'Disallow: /verify-email',
        'Disallow: /potvrdjena-kupovina',
        'Disallow: /proizvodi/pretraga',
        'Disallow: /uporedi',
        'Disallow: /admin',
        'Disallow: /api/',
        'Allow: /',
        '',
        'Sitemap: https://prodavnica.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
