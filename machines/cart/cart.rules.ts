import type { CartItem } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../contract/cart-constants';
import { PIECE_FORMS, countOf, plural } from '../../contract/plural';
import type { AddRequest, AddStatus, CartContext } from './cart.types';

/** Spec §4: a product already in the cart gains 1 locally; otherwise the returned line is appended. */
export function withAddedProduct(items: CartItem[], productId: number, returned: CartItem): CartItem[] {
  const present = items.some((item) => item.product.id === productId);
  if (!present) return [...items, returned];
  return items.map((item) =>
    item.product.id === productId ? { ...item, quantity: item.quantity + 1 } : item,
  );
}

/** The line as the server answered it (it may cap the quantity at stock). */
export function withUpdatedLine(items: CartItem[], returned: CartItem): CartItem[] {
  return items.map((item) => (item.id === returned.id ? returned : item));
}

/** Spec §4: removing an item drops it locally. */
export function withoutLine(items: CartItem[], itemId: number): CartItem[] {
  return items.filter((item) => item.id !== itemId);
}

/** Pieces in the cart: the sum of quantities. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** What the server's remove-unavailable step removes: unavailable products and those out of stock. */
export function isUnavailable(item: CartItem): boolean {
  return !item.product.available || item.product.stock <= 0;
}

/** Pieces of the product in the cart's lines. */
export function piecesOf(items: readonly CartItem[], productId: number): number {
  return items.find((item) => item.product.id === productId)?.quantity ?? 0;
}

/** Pieces of the product the cart has, or has been asked to add (queued or running adds). */
export function piecesHeldOrAsked(context: CartContext, productId: number): number {
  const asked = [context.running, ...context.queue].reduce(
    (sum, command) =>
      command?.type === 'add' && command.productId === productId ? sum + command.quantity : sum,
    0,
  );
  return piecesOf(context.items, productId) + asked;
}

/** The most pieces of the product one line may hold: its stock, and never more than MAX_LINE_QUANTITY. */
export function lineCap(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

/** A cart.add that names a product and a sensible quantity (a payload-less event does not). */
export function isAddRequest(
  event: AddRequest,
): event is { productId: number; quantity?: number; stock?: number } {
  const { productId, quantity, stock } = event;
  return (
    Number.isInteger(productId) &&
    (productId as number) > 0 &&
    (quantity === undefined || (Number.isInteger(quantity) && (quantity as number) >= 1)) &&
    (stock === undefined || Number.isInteger(stock))
  );
}

/**
 * The stock an add is measured against: the one the sender named, else the stock of the product's
 * line; a product not in the cart and of unknown stock is left to the server (MAX_LINE_QUANTITY).
 */
export function stockOf(context: CartContext, productId: number, stock: number | undefined): number {
  const line = context.items.find((item) => item.product.id === productId);
  return stock ?? line?.product.stock ?? MAX_LINE_QUANTITY;
}

/** The add stays within the stock cap, counting what the cart holds and was already asked for. */
export function fitsStock(context: CartContext, event: AddRequest): boolean {
  if (!isAddRequest(event)) return false;
  const wanted = piecesHeldOrAsked(context, event.productId) + (event.quantity ?? 1);
  return wanted <= lineCap(stockOf(context, event.productId, event.stock));
}

/** "na stanju je 1 komad", "na stanju su 2 komada", "na stanju je 5 komada". */
const inStock = (stock: number) =>
  `na stanju ${plural(stock, ['je', 'su', 'je'])} ${countOf(stock, PIECE_FORMS)}`;

/**
 * What a quantity typed into a cart line asks for, against the line's cap (its stock, at most
 * MAX_LINE_QUANTITY): 0 asks to remove the line; above the cap is clamped to it; a negative, empty,
 * fractional or non-number entry is refused.
 */
export type QuantityEntry =
  | { kind: 'remove' }
  | { kind: 'set'; quantity: number }
  | { kind: 'clamped'; quantity: number }
  | { kind: 'invalid' };

export function quantityEntry(text: unknown, cap: number): QuantityEntry {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!/^\d+$/.test(trimmed)) return { kind: 'invalid' };
  const quantity = Number(trimmed);
  if (quantity === 0) return { kind: 'remove' };
  if (quantity > cap) return { kind: 'clamped', quantity: cap };
  return { kind: 'set', quantity };
}

/** Why a typed quantity became the cap: "Na stanju su samo 2 komada." (or the per-line maximum). */
export function stockLimitMessage(stock: number): string {
  if (stock > MAX_LINE_QUANTITY)
    return `Jedna stavka može imati najviše ${countOf(MAX_LINE_QUANTITY, PIECE_FORMS)}.`;
  return `Na stanju ${plural(stock, ['je', 'su', 'je'])} samo ${countOf(stock, PIECE_FORMS)}.`;
}

/** Why a typed quantity was not taken (negative, empty, not a whole number). */
export function invalidQuantityMessage(cap: number): string {
  return `Unesite ceo broj od 1 do ${cap}.`;
}

/** Why an add over the stock cap is refused, in the shopper's words. */
export function overStockMessage(held: number, stock: number): string {
  if (stock > MAX_LINE_QUANTITY)
    return held > 0
      ? `U korpi već imate ${countOf(held, PIECE_FORMS)}, a jedna stavka može imati najviše ${countOf(MAX_LINE_QUANTITY, PIECE_FORMS)}.`
      : `Jedna stavka može imati najviše ${countOf(MAX_LINE_QUANTITY, PIECE_FORMS)}.`;
  if (held > 0) return `U korpi već imate ${countOf(held, PIECE_FORMS)}, a ${inStock(stock)}.`;
  const text = inStock(stock);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Only the adds still on their way (settled outcomes dropped). */
export function pendingAdds(adds: Record<number, AddStatus>): Record<number, AddStatus> {
  return Object.fromEntries(Object.entries(adds).filter(([, add]) => add.status === 'pending'));
}
