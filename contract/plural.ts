import { groupThousands } from './format';

const rules = new Intl.PluralRules('sr-Latn');

/**
 * Serbian plural: forms for one (1, 21, 101…), few (2–4, 22–24…) and other (0, 5–20, 25…).
 * plural(5, ['proizvod', 'proizvoda', 'proizvoda']) → 'proizvoda'.
 */
export function plural(count: number, [one, few, other]: readonly [string, string, string]): string {
  switch (rules.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return other;
  }
}

/** "1 proizvod", "2 proizvoda", "1.000 proizvoda": the count grouped in thousands as Serbian writes it, and its word. */
export function countOf(count: number, forms: readonly [string, string, string]): string {
  return `${groupThousands(count)} ${plural(count, forms)}`;
}

/** The forms of "proizvod", the word the shop counts most. */
export const PRODUCT_FORMS = ['proizvod', 'proizvoda', 'proizvoda'] as const;

/** The forms of "komad" (pieces of one product). */
export const PIECE_FORMS = ['komad', 'komada', 'komada'] as const;
