import { inArray } from 'drizzle-orm';
import type { ProductList } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { type PageRequest, offsetOf, pageQuery } from './listing-page';
import type { SearchCandidate } from './product-search';
import { COUNT_BOUND, MAX_LISTING_OFFSET } from './read-bounds';

type Row = typeof products.$inferSelect;

export type SearchListing = {
  rows: Row[];
  total: number;
  totalIsLowerBound: boolean;
  facets: ProductList['facets'];
};

/**
 * A page of a search with its total and facets, counted over its ranked candidates (at most
 * COUNT_BOUND + 1 and the popular ones, product-search.ts), which carry what this reads: no product
 * is looked up again but the page's. Brands count over every candidate (they passed all filters but
 * the brands); total, price range and stock over those the brand filter lets through.
 */
export async function searchListing(
  db: Db,
  request: Omit<PageRequest, 'matches'> & { matches: SearchCandidate[]; matchesCapped?: boolean | undefined },
): Promise<SearchListing> {
  const wanted = request.matches.filter((candidate) => candidate.brandWanted);
  const rows = offsetOf(request) >= MAX_LISTING_OFFSET ? [] : await searchPage(db, request, wanted);
  const prices = wanted.map((candidate) => candidate.payPrice);
  return {
    rows,
    // Capped with every candidate wanted: more than COUNT_BOUND match (a top list ranks fewer).
    total:
      request.matchesCapped === true && wanted.length === request.matches.length
        ? COUNT_BOUND
        : Math.min(wanted.length, COUNT_BOUND),
    totalIsLowerBound: request.matchesCapped === true || wanted.length > COUNT_BOUND,
    facets: {
      brands: brandCounts(request.matches),
      price: {
        min: prices.length > 0 ? Math.min(...prices) : 0,
        max: prices.length > 0 ? Math.max(...prices) : 0,
      },
      availableCount: wanted.filter((candidate) => candidate.inStock).length,
    },
  };
}

/** By relevance, the page is cut from the ranked candidates here; other orders ask the database. */
async function searchPage(
  db: Db,
  request: Omit<PageRequest, 'matches'>,
  wanted: SearchCandidate[],
): Promise<Row[]> {
  if (request.sort !== 'relevance') return pageQuery(db, { ...request, matches: wanted });
  const start = offsetOf(request);
  const ids = [...wanted]
    .sort((a, b) => b.score - a.score || b.popularity - a.popularity || a.id - b.id)
    .slice(start, start + request.pageSize)
    .map((candidate) => candidate.id);
  if (ids.length === 0) return [];
  const byId = new Map(
    (await db.select().from(products).where(inArray(products.id, ids))).map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Candidates per brand, in the order of shop_normalize(brand), then the brand as written. */
function brandCounts(candidates: readonly SearchCandidate[]): { name: string; count: number }[] {
  const counts = new Map<string, { key: string; count: number }>();
  for (const candidate of candidates) {
    const entry = counts.get(candidate.brand) ?? { key: candidate.brandKey, count: 0 };
    entry.count++;
    counts.set(candidate.brand, entry);
  }
  const before = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...counts]
    .sort(([nameA, a], [nameB, b]) => before(a.key, b.key) || before(nameA, nameB))
    .map(([name, { count }]) => ({ name, count }));
}
