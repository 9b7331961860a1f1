// How much of the catalogue one uncached read may touch, whatever the catalogue's size.

/** How deep a listing pages: a page starting past it is empty, and reads no row before it. */
export const MAX_LISTING_OFFSET = 10_000;

/**
 * Products a search ranks, and products a total or facet is counted over where the counts are
 * not kept (searches, price filters): beyond it the total is a lower bound ("više od 1.000").
 */
export const COUNT_BOUND = 1_000;

/** The most popular products a search also looks among, so that a common word's best sellers rank. */
export const POPULAR_CANDIDATES = 500;

/**
 * Products a common word's top list holds (migration 0011 writes the same number): a one-word
 * search of a word more than COUNT_BOUND products hold ranks its first pages from these lists.
 */
export const TOP_LIST_SIZE = 240;

/** Catalogue words a one-word query may match (a prefix matches many) for its top lists to answer. */
export const TOP_LIST_WORDS = 32;
