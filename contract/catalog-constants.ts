// The catalogue's constants, apart from ./catalog.ts and its schemas: the client reads them without loading zod.

export const sortOptions = ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type SortOption = (typeof sortOptions)[number];
export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;

/** What a listing's query may ask for (./catalog.ts); a page URL beyond them is read without it. */
export const LISTING_LIMITS = {
  maxPage: 10_000,
  maxPrice: 100_000_000,
  maxBrands: 50,
  maxBrandLength: 100,
} as const;

/**
 * What a search query may hold, for the search box and the API alike: longer queries, or more
 * words, are refused with a Serbian 400 before any search runs.
 */
export const SEARCH_LIMITS = { maxLength: 100, maxWords: 10 } as const;
