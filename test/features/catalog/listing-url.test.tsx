import type { AttributeFilter } from '../../../contract/attribute-filters';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../src/features/catalog/listing-pagination';
import {
  changedSearch,
  clearedSearch,
  LISTING_SORTS,
  listingQuery,
  readListingUrl,
} from '../../../src/lib/listing-url';

describe('listing URL (filters, sort and page live in the query)', () => {
  it('reads what a shared link holds and drops what the server would refuse', () => {
    expect(
      readListingUrl(
        '?brand=Polar,Mraz&minPrice=100&maxPrice=abc&available=true&onSale=yes&sort=bogus&page=0&a.energy_class=A,B&a.volume=300-&a.ram=9-1&a.boja=x&a.no_frost=mozda',
        LISTING_SORTS,
      ),
    ).toEqual({
      sort: undefined,
      page: 1,
      minPrice: 100,
      maxPrice: undefined,
      brands: ['Polar', 'Mraz'],
      available: true,
      onSale: false,
      attributes: [
        { key: 'energy_class', kind: 'values', values: ['A', 'B'] },
        { key: 'volume', kind: 'range', min: 300, max: undefined },
      ],
    });
    expect(listingQuery(readListingUrl('?onSale=1', LISTING_SORTS))).toEqual({ onSale: true });
    expect(listingQuery(readListingUrl('?sort=name&page=3', LISTING_SORTS))).toEqual({
      sort: 'name',
      page: 3,
    });
  });

  it('sets, replaces and removes one spec filter, and clears all of them with the other filters', () => {
    const energyA: AttributeFilter = { key: 'energy_class', kind: 'values', values: ['A'] };
    expect(changedSearch('q=tv&page=2', { attribute: { key: 'energy_class', filter: energyA } })).toBe(
      'q=tv&a.energy_class=A',
    );
    expect(
      changedSearch('a.energy_class=A', {
        attribute: { key: 'volume', filter: { key: 'volume', kind: 'range', min: 1.5, max: undefined } },
      }),
    ).toBe('a.energy_class=A&a.volume=1.5-');
    expect(
      changedSearch('a.energy_class=A&a.volume=1-2', { attribute: { key: 'energy_class', filter: null } }),
    ).toBe('a.volume=1-2');
    expect(clearedSearch('q=tv&a.energy_class=A&brand=Polar&a.volume=1-2')).toBe('q=tv');
    expect(listingQuery(readListingUrl('?a.no_frost=da', LISTING_SORTS))).toEqual({ 'a.no_frost': 'da' });
  });

  it('a filter or sort change goes back to page 1 and keeps q; a page change keeps the filters', () => {
    expect(changedSearch('q=tv&page=3&sort=name', { brands: ['Polar'] })).toBe('q=tv&sort=name&brand=Polar');
    expect(changedSearch('brand=Polar&page=3', { sort: 'price_asc' })).toBe('brand=Polar&sort=price_asc');
    expect(changedSearch('brand=Polar', { page: 2 })).toBe('brand=Polar&page=2');
    expect(changedSearch('brand=Polar&page=2', { page: 1 })).toBe('brand=Polar');
    expect(changedSearch('sort=name&page=2', { onSale: true })).toBe('sort=name&onSale=true');
    expect(changedSearch('onSale=true&brand=Polar', { onSale: false })).toBe('brand=Polar');
    expect(clearedSearch('q=tv&brand=Polar&minPrice=1&available=true&onSale=true&sort=name&page=2')).toBe(
      'q=tv&sort=name',
    );
  });

  it('pages around the current one are shown, with a gap for the rest', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
