import type { SuggestResponse } from '../../contract/catalog';
import { fitsSearchLimits } from '../../contract/catalog-constants';
import * as catalogApi from '../api/catalog';
import { createLoader } from './loader-logic';

/** GET /api/categories: the header's category menu (and the pages that show the tree too). */
export const categoriesLoader = createLoader(async (_: undefined) => catalogApi.fetchCategories(), {
  page: 'categories',
});

/** The search box asks for suggestions from this many characters on. */
export const MIN_SUGGEST_LENGTH = 2;

/**
 * GET /api/products/suggest?q= for the header's search box: matching categories and products. A
 * term shorter than MIN_SUGGEST_LENGTH, or beyond SEARCH_LIMITS (which the API refuses with a 400),
 * asks the server nothing and has no suggestions.
 */
export const searchSuggestionsLoader = createLoader(async (term: string): Promise<SuggestResponse> => {
  const trimmed = term.trim();
  if (trimmed.length < MIN_SUGGEST_LENGTH || !fitsSearchLimits(trimmed)) return NO_SUGGESTIONS;
  return catalogApi.suggestSearch(trimmed);
});

const NO_SUGGESTIONS: SuggestResponse = { suggestions: [], categories: [] };
