import type { CartItem } from '../../contract/cart';
import { formatRsd } from '../../contract/format';
import { BULKY_SHIPPING_PRICE, FREE_SHIPPING_FROM } from '../../contract/money';
import { PIECE_FORMS, countOf } from '../../contract/plural';

/**
 * Why the shipping costs what it does (spec §9): bulky items pay 1490 per piece; otherwise how much
 * is left to free delivery. `leftToFree` comes from the cart's selector.
 */
export function shippingNotes(items: readonly CartItem[], leftToFree: number): string[] {
  const bulkyPieces = items
    .filter((item) => item.product.shippingPrice === BULKY_SHIPPING_PRICE)
    .reduce((sum, item) => sum + item.quantity, 0);
  if (bulkyPieces > 0)
    return [
      `Glomazni proizvodi se dostavljaju po ceni od ${formatRsd(BULKY_SHIPPING_PRICE)} po komadu (${countOf(bulkyPieces, PIECE_FORMS)}).`,
    ];
  if (leftToFree > 0)
    return [
      `Još ${formatRsd(leftToFree)} do besplatne dostave (besplatna od ${formatRsd(FREE_SHIPPING_FROM)}).`,
    ];
  return [];
}

/**
 * The mini-cart's one line about delivery (issue 14): what is left to free delivery, that it is
 * reached, or, with bulky items, why it is not free.
 */
export function freeDeliveryNote(items: readonly CartItem[], leftToFree: number): string {
  const [bulky] = shippingNotes(items, 0);
  if (bulky) return bulky;
  if (leftToFree > 0) return `Do besplatne dostave Vam nedostaje ${formatRsd(leftToFree)}.`;
  return 'Ostvarili ste besplatnu dostavu.';
}
