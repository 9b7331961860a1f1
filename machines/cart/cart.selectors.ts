import type { SnapshotFrom } from 'xstate';
import { leftToFreeShipping, type OrderTotals, orderTotals } from '../../contract/money';
import type { cartMachine } from './cart.machine';
import { isUnavailable, itemCount } from './cart.rules';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The cart's lines, in the order the server gave them and adds appended. */
export const selectCartItems = (snapshot: CartSnapshot) => snapshot.context.items;

/** Pieces in the cart (the sum of quantities): the header badge. */
export const selectItemCount = (snapshot: CartSnapshot) => itemCount(snapshot.context.items);

/** Lines in the cart, whatever their quantities. */
export const selectLineCount = (snapshot: CartSnapshot) => snapshot.context.items.length;

/** Subtotal, shipping and total by contract/money (a new object: read it with shallowEqual). */
export const selectTotals = (snapshot: CartSnapshot): OrderTotals => orderTotals(snapshot.context.items);

/** How much more the order needs for free delivery (0 when it ships free, or is bulky). */
export const selectLeftToFreeShipping = (snapshot: CartSnapshot) =>
  leftToFreeShipping(snapshot.context.items);

export const selectIsEmpty = (snapshot: CartSnapshot) => snapshot.context.items.length === 0;

/** Some line is unavailable or out of stock: checkout would refuse it. */
export const selectHasUnavailable = (snapshot: CartSnapshot) => snapshot.context.items.some(isUnavailable);

/** Spec §3 cartStep: 0 cart, 1 delivery, 2 payment and review. */
export const selectCartStep = (snapshot: CartSnapshot) => snapshot.context.cartStep;

/** A cart call is running (the queue still accepts commands). */
export const selectIsCartBusy = (snapshot: CartSnapshot) => snapshot.hasTag('busy');
