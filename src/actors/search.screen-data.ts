import type { SearchFilters } from '../api/catalog';
import * as catalogApi from '../api/catalog';
import { createLoader } from './loader-logic';

/** GET /api/products/search with q and the listing's filters (the search page's own read). */
export const searchLoader = createLoader(
  async (filters: SearchFilters) => catalogApi.searchProducts(filters),
  { page: 'search' },
);
