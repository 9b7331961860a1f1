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

/** Words as search splits them (server/catalog/product-search.ts queryTerms): letters and digits. */
export const searchWordCount = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;

/** Whether a (trimmed) query is within SEARCH_LIMITS, so the API will take it. */
export const fitsSearchLimits = (text: string) =>
  text.length <= SEARCH_LIMITS.maxLength && searchWordCount(text) <= SEARCH_LIMITS.maxWords;
