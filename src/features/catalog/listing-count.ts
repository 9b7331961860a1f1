import type { ProductList } from '../../../contract/catalog';
import { groupThousands } from '../../../contract/format';
import { PRODUCT_FORMS, countOf } from '../../../contract/plural';

/**
 * How many products a list holds, in Serbian: "5 proizvoda", or "više od 1.000 proizvoda" when
 * the server counted a large search only up to its bound (`totalIsLowerBound`).
 */
export const productCount = (list: Pick<ProductList, 'total' | 'totalIsLowerBound'>): string =>
  `${list.totalIsLowerBound ? 'više od ' : ''}${countOf(list.total, PRODUCT_FORMS)}`;

/**
 * A spec filter value's count, in parentheses: "(12)", or "(najmanje 12)" when the server counted
 * over the first products only (`countsAreLowerBounds`: more match than it counts).
 */
export const facetValueCount = (count: number, lowerBound: boolean | undefined): string =>
  `(${lowerBound ? 'najmanje ' : ''}${groupThousands(count)})`;
