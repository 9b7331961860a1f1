import type { PriorityBody, WishlistItem } from '../../contract/wishlist';
import type { PriorityBefore, WishlistContext } from './wishlist.types';

/** Lower priority first; items of equal priority keep their order. */
export function byPriority(items: WishlistItem[]): WishlistItem[] {
  return [...items].sort((a, b) => a.priority - b.priority);
}

/** Spec §4: adding appends the item and re-sorts by priority (never twice: a re-fetch may have brought it). */
export function withAddedItem(items: WishlistItem[], added: WishlistItem): WishlistItem[] {
  return byPriority([...items.filter((item) => item.id !== added.id), added]);
}

/** Spec §4: removing drops the items locally. */
export function withoutItems(items: WishlistItem[], itemIds: readonly number[]): WishlistItem[] {
  return items.filter((item) => !itemIds.includes(item.id));
}

export const isValidMove = (items: WishlistItem[], fromIndex: number, toIndex: number) =>
  [fromIndex, toIndex].every((index) => Number.isInteger(index) && index >= 0 && index < items.length) &&
  fromIndex !== toIndex;

/** The item at fromIndex moved to toIndex, priorities renumbered 1..n in the new order. */
export function moved(items: WishlistItem[], fromIndex: number, toIndex: number): WishlistItem[] {
  const order = [...items];
  const [item] = order.splice(fromIndex, 1);
  if (item) order.splice(toIndex, 0, item);
  return order.map((entry, index) => ({ ...entry, priority: index + 1 }));
}

export const prioritiesOf = (items: WishlistItem[]): PriorityBefore[] =>
  items.map((item) => ({ itemId: item.id, priority: item.priority }));

/** Undoes an optimistic reorder: the priorities it replaced come back; items added since keep theirs. */
export function rolledBack(items: WishlistItem[], before: PriorityBefore[]): WishlistItem[] {
  const priorityOf = new Map(before.map((entry) => [entry.itemId, entry.priority]));
  return byPriority(items.map((item) => ({ ...item, priority: priorityOf.get(item.id) ?? item.priority })));
}

/** Spec §4: reordering sends positions 1..n following the current list order. */
export function updatedListOf(items: WishlistItem[]): PriorityBody['updatedList'] {
  return items.map((item, index) => ({ productId: item.product.id, newPriority: index + 1 }));
}

/** Item ids on their way out: removals queued or running (a clear takes them all), moves to the cart. */
export function leavingIds(context: WishlistContext): Set<number> {
  const ids = new Set(context.moving);
  for (const command of [context.running, ...context.queue]) {
    if (command?.type === 'remove') ids.add(command.itemId);
    if (command?.type === 'removeMany') for (const id of command.itemIds) ids.add(id);
    if (command?.type === 'clear') for (const item of context.items) ids.add(item.id);
  }
  return ids;
}

/** A positive integer id (a payload-less event has none). */
export const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
