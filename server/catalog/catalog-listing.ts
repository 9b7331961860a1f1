import type { AttributeFilter } from '../../contract/attribute-filters';
import type { ProductList, ProductListQuery, SearchQuery, SearchResult } from '../../contract/catalog';
import { specFacets } from './attribute-facets';
import type { Db } from '../db/client';
import { notFound } from '../http-errors';
import { loadCategoryIndex } from './category-tree';
import { listProducts } from './product-listing';
import { preparedSearch } from './product-search';
import { searchAlternatives } from './search-alternatives';
import { searchSpecFacets } from './search-spec-facets';

/**
 * GET /api/products and /api/products/search: a category (with its subcategories) or the whole
 * catalogue, optionally narrowed to a search's matches, filtered, sorted and paged. A search whose
 * words match no product anywhere also answers what to try instead.
 */
export async function listCatalog(
  db: Db,
  query: ProductListQuery | SearchQuery,
  attributes: AttributeFilter[] = [],
): Promise<SearchResult> {
  let categoryIds: number[] | undefined;
  let category: ProductList['category'] = null;
  if (query.category) {
    const index = await loadCategoryIndex(db);
    const row = index.findBySlug(query.category);
    if (!row) throw notFound('Kategorija ne postoji.');
    categoryIds = index.selfAndDescendantIds(row.id);
    category = { name: row.name, slug: row.slug, path: index.path(row.id) };
  }
  const filters = {
    categoryIds,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    brands: query.brand,
    available: query.available,
    onSale: query.onSale,
    attributes: attributes.length > 0 ? attributes : undefined,
  };
  // By relevance the page needs only the ranks up to its end.
  const ranks = query.sort === 'relevance' ? query.page * query.pageSize : undefined;
  // A search collects its candidates with every filter, the spec filters too, and counts its facets
  // over them (search-listing.ts, search-spec-facets.ts); a chosen spec value that leaves nothing
  // keeps its facet, so that it can be unchecked.
  const collect = 'q' in query ? preparedSearch(db, query.q) : undefined;
  const search = collect && (await collect(filters, ranks));
  const searchFacets =
    collect && search && (search.matches.length > 0 || attributes.length > 0)
      ? await searchSpecFacets(db, collect, search, filters)
      : undefined;
  const found = await listProducts(db, {
    filters,
    matches: search?.matches,
    matchesCapped: search?.capped,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  const listing = searchFacets
    ? { ...found, facets: { ...found.facets, ...specFacets(searchFacets) } }
    : found;
  const list: ProductList = { ...listing, page: query.page, pageSize: query.pageSize, category };
  if (search && search.matches.length === 0)
    return { ...list, alternatives: await searchAlternatives(db, search) };
  return list;
}
