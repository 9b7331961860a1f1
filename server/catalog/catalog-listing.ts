import type { AttributeFilter } from '../../contract/attribute-filters';
import type {
  AttributeFacet,
  ProductList,
  ProductListQuery,
  SearchQuery,
  SearchResult,
} from '../../contract/catalog';
import {
  buildAttributeFacets,
  countInMemory,
  passes,
  specFacets,
  valuesOfProducts,
} from './attribute-facets';
import type { Db } from '../db/client';
import { notFound } from '../http-errors';
import { loadCategoryIndex } from './category-tree';
import { listProducts } from './product-listing';
import { searchWords } from './product-search';
import { searchAlternatives } from './search-alternatives';

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
  // A search's spec filters and facets are applied to its candidates, in memory (search-listing.ts
  // counts the rest of its facets over them too).
  const search =
    'q' in query ? await searchWords(db, query.q, { ...filters, attributes: undefined }, ranks) : undefined;
  let matches = search?.matches;
  let searchFacets: AttributeFacet[] | undefined;
  if (search && search.matches.length > 0) {
    const values = await valuesOfProducts(
      db,
      search.matches.map((match) => match.id),
    );
    const wanted = search.matches.filter((match) => match.brandWanted).map((match) => match.id);
    const counts = countInMemory(wanted, values, attributes);
    const passing = wanted.filter((id) => attributes.every((filter) => passes(values.get(id), filter)));
    searchFacets = buildAttributeFacets(counts.all, counts.own, passing.length, attributes);
    if (attributes.length > 0)
      matches = search.matches.filter((match) =>
        attributes.every((filter) => passes(values.get(match.id), filter)),
      );
  }
  const found = await listProducts(db, {
    filters,
    matches,
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
