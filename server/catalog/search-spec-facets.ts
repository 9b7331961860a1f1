import type { AttributeFacet } from '../../contract/catalog';
import type { Db } from '../db/client';
import { type Counted, buildAttributeFacets, countValues, valuesOfProducts } from './attribute-facets';
import type { CollectCandidates, SearchOutcome } from './product-search';
import { type ProductFilters, withoutAttribute } from './product-sql';

/** The candidates the brand filter lets through. */
const wantedIds = (outcome: SearchOutcome) =>
  outcome.matches.filter((match) => match.brandWanted).map((match) => match.id);

/**
 * A search's spec facets, counted over its candidates, which passed every filter (the spec filters
 * too, while they were collected): each filtered attribute's own over the candidates of the same
 * search without its filter, collected again, so that its other values keep their counts.
 */
export async function searchSpecFacets(
  db: Db,
  collect: CollectCandidates,
  search: SearchOutcome,
  filters: ProductFilters,
): Promise<AttributeFacet[]> {
  const attributes = filters.attributes ?? [];
  const without = await Promise.all(
    attributes.map((filter) => collect(withoutAttribute(filters, filter.key))),
  );
  const outcomes = [search, ...without];
  const ids = outcomes.map(wantedIds);
  const values = await valuesOfProducts(db, [...new Set(ids.flat())]);
  // Capped: more products match than were collected, so each value has at least its count.
  const counted = (index: number, onlyKey?: string): Counted => ({
    rows: countValues(ids[index]!, values, onlyKey),
    lowerBound: outcomes[index]!.capped,
  });
  return buildAttributeFacets(
    counted(0),
    new Map(attributes.map((filter, index) => [filter.key, counted(index + 1, filter.key)])),
    ids[0]!.length,
    attributes,
  );
}
