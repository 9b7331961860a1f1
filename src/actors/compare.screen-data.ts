import type { CompareResponse } from '../../contract/compare';
import * as catalogApi from '../api/catalog';
import { createLoader } from './loader-logic';

const NONE: CompareResponse = { products: [], category: null, missing: [], otherCategory: [] };

/** GET /api/products/compare for the comparison page (no ids: nothing to ask). */
export const compareLoader = createLoader(
  async (ids: number[]): Promise<CompareResponse> => (ids.length === 0 ? NONE : catalogApi.fetchCompare(ids)),
  { page: 'compare' },
);
