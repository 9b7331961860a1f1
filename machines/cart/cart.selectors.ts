import type { SnapshotFrom } from 'xstate';
import { leftToFreeShipping, type OrderTotals, orderTotals } from '../../contract/money';
import { promoDiscount } from '../../contract/promo-rules';
import type { cartMachine } from './cart.machine';
import type { Product } from '../../contract/catalog';
import { isUnavailable, itemCount, lineCap, piecesHeldOrAsked, piecesOf } from './cart.rules';
import type { AddStatus } from './cart.types';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The cart's lines, in the order the server gave them and adds appended. */
export const selectCartItems = (snapshot: CartSnapshot) => snapshot.context.items;

/** Pieces in the cart (the sum of quantities): the header badge. */
export const selectItemCount = (snapshot: CartSnapshot) => itemCount(snapshot.context.items);

/**
 * Subtotal, shipping and total by contract/money, with the promo code's discount off the goods
 * when one is applied (a new object: read it with shallowEqual).
 */
export const selectTotals = (snapshot: CartSnapshot): PromoTotals => {
  const totals = orderTotals(snapshot.context.items);
  const { promo } = snapshot.context;
  if (!promo) return totals;
  const discount = promoDiscount(promo, totals.subtotal);
  return { ...totals, total: totals.total - discount, discount, promoCode: promo.code };
};

/** The totals a view shows: with a code, its name and discount. */
export type PromoTotals = OrderTotals & { discount?: number; promoCode?: string };

/** The promo code applied to the cart, or null. */
export const selectPromo = (snapshot: CartSnapshot) => snapshot.context.promo;

/** How much more the order needs for free delivery (0 when it ships free, or is bulky). */
export const selectLeftToFreeShipping = (snapshot: CartSnapshot) =>
  leftToFreeShipping(snapshot.context.items);

/** Some line is unavailable or out of stock: checkout would refuse it. */
export const selectHasUnavailable = (snapshot: CartSnapshot) => snapshot.context.items.some(isUnavailable);

/** Spec §3 cartStep: 0 cart, 1 delivery, 2 payment and review. */
export const selectCartStep = (snapshot: CartSnapshot) => snapshot.context.cartStep;

/**
 * Where the cart's read stands: `loading` before it arrives (and while it is replaced), `failed`
 * when it could not be read (the page offers to fetch it again), `ready` once it is here.
 */
export const selectCartPhase = (snapshot: CartSnapshot): 'loading' | 'failed' | 'ready' | 'unloaded' =>
  snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('loading')
        ? 'loading'
        : 'unloaded';

/** How the last add of each product went, by product id (a product grid's buttons). */
export const selectAddStatuses = (snapshot: CartSnapshot): Readonly<Record<number, AddStatus>> =>
  snapshot.context.adds;

/** How the last add of the product went (pending, added, failed with the text), or null. */
export const selectAddStatus =
  (productId: number) =>
  (snapshot: CartSnapshot): AddStatus | null =>
    snapshot.context.adds[productId] ?? null;

/** The cart's line of the product, or null (the mini-cart shows the line an add went to). */
export const selectLineOfProduct = (productId: number) => (snapshot: CartSnapshot) =>
  snapshot.context.items.find((item) => item.product.id === productId) ?? null;

/** Pieces of the product in the cart's lines ("U korpi: 2 komada"). */
export const selectPiecesInCart = (productId: number) => (snapshot: CartSnapshot) =>
  piecesOf(snapshot.context.items, productId);

/**
 * How many more pieces of the product an add may ask for: its stock (at most MAX_LINE_QUANTITY per
 * line) less what the cart holds or was already asked to add; 0 for an unavailable product. The
 * cart's `fitsStock` guard refuses anything above it.
 */
export const selectMaxAddable =
  (product: Pick<Product, 'id' | 'stock' | 'available'>) =>
  (snapshot: CartSnapshot): number =>
    product.available
      ? Math.max(0, lineCap(product.stock) - piecesHeldOrAsked(snapshot.context, product.id))
      : 0;

/** Why the server refused the line's last quantity change, or null. */
export const selectLineError = (itemId: number) => (snapshot: CartSnapshot) =>
  snapshot.context.lineErrors[itemId] ?? null;

/** What the shopper is told about the quantity they typed into the line (clamped, not a number), or null. */
export const selectQuantityNote = (itemId: number) => (snapshot: CartSnapshot) =>
  snapshot.context.quantityNotes[itemId] ?? null;

/** The typed 0 of this line asks "Ukloniti proizvod iz korpe?". */
export const selectRemovalAsked = (itemId: number) => (snapshot: CartSnapshot) =>
  snapshot.context.removalAsked === itemId;

/**
 * The quantity the line is heading to: the last change asked for it (running or waiting), else
 * what it holds. The stepper shows it, so two quick clicks ask for +2 and a refusal shows the old one.
 */
export const selectLineTarget = (itemId: number) => (snapshot: CartSnapshot) => {
  const { running, queue, items } = snapshot.context;
  const asked = [running, ...queue].filter(
    (command) => command?.type === 'updateQuantity' && command.cartItemId === itemId,
  );
  const last = asked.at(-1);
  if (last?.type === 'updateQuantity') return last.quantity;
  return items.find((item) => item.id === itemId)?.quantity ?? 0;
};

/**
 * What the cart page shows, from the cart and the app start (machines/app): loading, failed (the
 * cart's `failed` state, or a start that got no cart) or ready. An `unloaded` cart is being
 * replaced (logout, a new start): loading.
 */
export function selectCartPagePhase(
  cartPhase: ReturnType<typeof selectCartPhase>,
  start: { starting: boolean; noCart: boolean },
): 'loading' | 'failed' | 'ready' {
  if (cartPhase === 'ready' || cartPhase === 'failed') return cartPhase;
  if (!start.starting && cartPhase === 'unloaded' && start.noCart) return 'failed';
  return 'loading';
}

/** The cart's id once read (null before): what a promo code is applied to. */
export const selectCartId = (snapshot: CartSnapshot) => snapshot.context.cartId;
