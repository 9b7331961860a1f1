import { MAX_LINE_QUANTITY } from '../../contract/cart';
import { PIECE_FORMS, countOf, plural } from '../../contract/plural';
import { type HttpError, conflict, notFound } from '../http-errors';

export const productNotFound = () => notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');

export const productUnavailable = () => conflict('Proizvod trenutno nije dostupan.', 'PRODUCT_UNAVAILABLE');

export const cartItemNotFound = () => notFound('Stavka korpe nije pronađena.', 'NOT_FOUND');

/**
 * A line may hold at most the product's stock and at most MAX_LINE_QUANTITY. The text names
 * whichever limit was met, so the shopper is never told a false stock figure.
 */
export function outOfStock(stock: number): HttpError {
  if (stock <= 0) return conflict('Proizvoda trenutno nema na stanju.', 'OUT_OF_STOCK');
  if (stock > MAX_LINE_QUANTITY) {
    return conflict(
      `Možete poručiti najviše ${countOf(MAX_LINE_QUANTITY, PIECE_FORMS)} ovog proizvoda.`,
      'OUT_OF_STOCK',
    );
  }
  // The verb agrees with the numeral: "je samo 1 komad", "su samo 3 komada", "je samo 5 komada".
  const verb = plural(stock, ['je', 'su', 'je']);
  return conflict(`Na stanju ${verb} samo ${countOf(stock, PIECE_FORMS)}.`, 'OUT_OF_STOCK');
}
