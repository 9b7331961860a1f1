import type { MiniCartShowEvent } from '../shared/system';

/** The shopper's last add from a listing card or the product page, as the mini-cart shows it. */
export type AddedLine = { productId: number; quantity: number };

export type MiniCartContext = {
  /** What the open mini-cart shows; null while it is closed. */
  added: AddedLine | null;
};

/** Sent by the mini-cart's view: "Nastavi kupovinu", Escape, the close button, "Idi u korpu". */
export type MiniCartCloseEvent = { type: 'miniCart.close' };

export type MiniCartEvent = MiniCartShowEvent | MiniCartCloseEvent;
