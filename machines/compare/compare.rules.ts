import { COMPARE_LIMIT, type CompareItem } from '../../contract/compare';
import type { CompareSection } from '../../contract/compare-rows';

/** The product is in the list. */
export const isChosen = (items: readonly CompareItem[], productId: number) =>
  items.some((item) => item.id === productId);

/** The list has no room for another product. */
export const isFull = (items: readonly CompareItem[]) => items.length >= COMPARE_LIMIT;

/** The product is of another category than the list's (an empty list takes any). */
export const isOtherCategory = (items: readonly CompareItem[], item: CompareItem) =>
  items.length > 0 && items[0]!.categoryId !== item.categoryId;

/**
 * A list as the rules allow it, from what a page or the browser gave: distinct products, of the
 * first one's category, at most COMPARE_LIMIT.
 */
export function lawfulList(items: readonly CompareItem[]): CompareItem[] {
  const kept: CompareItem[] = [];
  for (const item of items) {
    if (isChosen(kept, item.id) || isOtherCategory(kept, item) || isFull(kept)) continue;
    kept.push(item);
  }
  return kept;
}

/** The table's sections as shown: with `onlyDifferences`, only the rows that differ, and the sections keeping one. */
export const shownSections = (
  sections: readonly CompareSection[],
  onlyDifferences: boolean,
): readonly CompareSection[] =>
  onlyDifferences
    ? sections
        .map((section) => ({ ...section, rows: section.rows.filter((row) => row.differs) }))
        .filter((section) => section.rows.length > 0)
    : sections;
