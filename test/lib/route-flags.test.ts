import { describe, expect, it } from 'vitest';
import { wantsInspector } from '../../src/lib/inspector';
import { isCategoryPage, isSearchPage } from '../../src/lib/route-flags';

describe('spec §2: the two app-wide route flags', () => {
  it('the search flag is true exactly when query parameter q is present', () => {
    expect(isSearchPage('?q=frizider')).toBe(true);
    expect(isSearchPage('?q=')).toBe(true);
    expect(isSearchPage('?page=2')).toBe(false);
    expect(isSearchPage('')).toBe(false);
  });

  it('the category flag is true exactly when route parameter slug is present', () => {
    expect(isCategoryPage({ slug: 'frizideri' })).toBe(true);
    expect(isCategoryPage({})).toBe(false);
    expect(isCategoryPage({ orderId: 'abc' })).toBe(false);
  });
});

describe('the Stately inspector', () => {
  it('opens only in development and only with ?inspect', () => {
    expect(wantsInspector('?inspect', true)).toBe(true);
    expect(wantsInspector('?inspect', false)).toBe(false);
    expect(wantsInspector('?q=tv', true)).toBe(false);
  });
});
