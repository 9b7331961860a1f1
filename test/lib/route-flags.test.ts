import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { wantsInspector } from '../../src/lib/inspector';
import { ROUTE_PATTERNS, isSearchPage, routeParamsOf } from '../../src/lib/route-flags';

const parser = (route: string, loose?: boolean) => parse(route, loose);

describe('spec §2: the two app-wide route flags', () => {
  it('the search flag is true exactly when query parameter q is present', () => {
    expect(isSearchPage('?q=frizider')).toBe(true);
    expect(isSearchPage('?q=')).toBe(true);
    expect(isSearchPage('?page=2')).toBe(false);
    expect(isSearchPage('')).toBe(false);
  });

  it('the category flag (a slug parameter) is set exactly when the route shown has route parameter slug, asked from anywhere', () => {
    const slugOf = (path: string) => routeParamsOf(parser, path).slug;
    expect(slugOf('/proizvodi/frizideri')).toBe('frizideri');
    expect(slugOf('/proizvod/frizider-gorenje')).toBe('frizider-gorenje');
    // Routes the router tries first win, as in the router: the search page and /proizvod/404.
    expect(slugOf('/proizvodi/pretraga')).toBeUndefined();
    expect(slugOf('/proizvod/404')).toBeUndefined();
    expect(slugOf('/proizvodi')).toBeUndefined();
    expect(slugOf('/profil/istorija-kupovine/abc')).toBeUndefined();
    expect(slugOf('/nepostojeca/strana')).toBeUndefined();
  });

  it('knows the routes in the order the router tries them (src/app/routes.tsx)', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../src/app/routes.tsx'), 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]);
    expect(routed).toEqual([...ROUTE_PATTERNS]);
  });
});

describe('the Stately inspector', () => {
  it('opens only in development and only with ?inspect', () => {
    expect(wantsInspector('?inspect', true)).toBe(true);
    expect(wantsInspector('?inspect', false)).toBe(false);
    expect(wantsInspector('?q=tv', true)).toBe(false);
  });
});
