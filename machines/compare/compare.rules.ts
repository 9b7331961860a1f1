import { COMPARE_LIMIT, type CompareItem } from '../../contract/compare';

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
