import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The delivery form's values: the profile's prefill, then what the shopper submitted. */
export const selectDeliveryForm = (snapshot: CheckoutSnapshot) => snapshot.context.form;

/** A signed-in shopper may keep the delivery address as the profile's default. */
export const selectCanSaveDefault = (snapshot: CheckoutSnapshot) => snapshot.context.canSaveDefault;

/** "Sačuvaj kao podrazumevanu adresu" is ticked. */
export const selectSaveAsDefault = (snapshot: CheckoutSnapshot) => snapshot.context.saveAsDefault;

/** Field path ('customer.email') → Serbian message; empty when the form is valid. */
export const selectFieldErrors = (snapshot: CheckoutSnapshot) => snapshot.context.fieldErrors;

export const selectPaymentMethod = (snapshot: CheckoutSnapshot) => snapshot.context.paymentMethod;

/** "Poruči" was pressed without a payment method: the choice asks for one. */
export const selectIsPaymentMethodMissing = (snapshot: CheckoutSnapshot) =>
  snapshot.matches({ payment: { review: 'methodMissing' } });

/** Validated delivery details shown on the review step. */
export const selectDeliveryDetails = (snapshot: CheckoutSnapshot) => snapshot.context.details;

/** Items that ran short when the order was refused for stock (names, requested, available). */
export const selectShortItems = (snapshot: CheckoutSnapshot) => snapshot.context.shortItems;

/** What changed since the shopper reviewed the order (after a 409 ORDER_CHANGED); empty otherwise. */
export const selectReviewChanges = (snapshot: CheckoutSnapshot) => snapshot.context.changes;

/** Why the last attempt failed, when it did. */
export const selectFailureMessage = (snapshot: CheckoutSnapshot) => snapshot.context.failureMessage;

/** The failure shown beside "Poruči": none when the review's changes notice already says it. */
export const selectPlaceFailure = (snapshot: CheckoutSnapshot) =>
  snapshot.context.changes.length > 0 ? null : snapshot.context.failureMessage;

/** The order just placed, with its access token and payment slip. */
export const selectPlacedOrder = (snapshot: CheckoutSnapshot) => snapshot.context.placed;

/** The order call is running: the place button waits. */
export const selectIsPlacing = (snapshot: CheckoutSnapshot) => snapshot.hasTag('busy');

/** Offer "try again" (only after no answer, when the same key makes it safe). */
export const selectCanRetry = (snapshot: CheckoutSnapshot) => snapshot.can({ type: 'checkout.retry' });

/** Offer "continue to delivery" (the cart has items). */
export const selectCanStart = (snapshot: CheckoutSnapshot) => snapshot.can({ type: 'checkout.start' });
