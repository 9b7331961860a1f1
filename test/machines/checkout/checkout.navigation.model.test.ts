import { expect } from 'vitest';
import type {
  CheckoutContext,
  CheckoutEvent,
  ShowStepParams,
} from '../../../machines/checkout/checkout.types';
import { ORDER_CHANGED_TEXT, reviewChanges } from '../../../contract/order-review';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import type { CartStep } from '../../../machines/shared/system';
import { actionsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { checkSavedForReload, checkoutWithKeys, startCheckout, stepOf } from './checkout.harness';
import { checkAgainstOracle } from './checkout.oracle';
import { cartChanged, outOfStock, placedOrder, validDelivery } from './checkout.samples';

/*
 * The checkout's second model: the address bar (issue: checkout steps are history entries). The
 * walk sends the steps the address bar can name at any moment (a reload, Back, Forward, a link),
 * beside the shopper's own moves, an edit of the form after its check, the cart changed or emptied
 * elsewhere and an order refused for stock. The first model (checkout.model.test.ts) walks the rest.
 */
const key = () => 'key-navigation-0001';
const machine = checkoutWithKeys(key);

const editedDelivery = { ...validDelivery, address: { ...validDelivery.address, street: 'Zmaj Jovina 3' } };

type ModelEvent = CheckoutEvent | ActorCompletion;
const events: ModelEvent[] = [
  cartChanged(2),
  cartChanged(3),
  cartChanged(0),
  { type: 'checkout.urlChanged', step: 0 },
  { type: 'checkout.urlChanged', step: 1 },
  { type: 'checkout.urlChanged', step: 2 },
  { type: 'checkout.start' },
  { type: 'checkout.delivery.change', ...editedDelivery },
  { type: 'checkout.delivery.submit', ...validDelivery },
  actorDone('validateDelivery', validateDelivery(validDelivery)),
  { type: 'checkout.back' },
  { type: 'checkout.payment.select', method: 'cash_on_delivery' },
  { type: 'checkout.place' },
  actorDone('placeOrder', placedOrder),
  actorFailed('placeOrder', outOfStock),
];
const transitions = transitionsOf(machine, { events: () => events as CheckoutEvent[] });

/**
 * The address bar of the walk: what the last urlChanged named, then moved by `showStep`. Each
 * replay starts on /korpa.
 */
let addressBar: CartStep = 0;

/** Moves the shopper makes: a new history entry. Anything else that moves the step replaces one. */
const SHOPPER_MOVES = new Set([
  'checkout.start',
  'checkout.back',
  'xstate.done.actor.validateDelivery',
  'xstate.done.actor.saveDefaultAddress',
  'xstate.error.actor.saveDefaultAddress',
]);

function checkAddressBar({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const now = after.context as CheckoutContext;
  const shown = actionsIn(effects, 'showStep') as ShowStepParams[];
  if (event.type === 'checkout.urlChanged') addressBar = event.step;
  for (const { step } of shown) addressBar = step;

  // At most one move of the address bar per step, a history entry only for the shopper's moves.
  expect(shown.length).toBeLessThanOrEqual(1);
  for (const { replace } of shown) expect(replace).toBe(!SHOPPER_MOVES.has(event.type));
  // A step the address bar named is never answered by pushing another entry on top of it.
  if (event.type === 'checkout.urlChanged') expect(shown.filter(({ replace }) => !replace)).toEqual([]);

  // The address bar names the step that shows; a step asked for before the cart was read waits.
  const step = stepOf(after);
  if (step === 'placed') return;
  if (step === 0 && now.requestedStep !== null) expect(addressBar).toBe(now.requestedStep);
  else expect(addressBar).toBe(step);

  // The review shows only the form's last valid submission, not edited since.
  if (step === 2 && stepOf(before) !== 2) {
    expect(now.details).not.toBeNull();
    expect(now.formEdited).toBe(false);
  }
  // A later step asked for shows as soon as the cart is read and holds items.
  if (step === 0 && now.cart.cartId !== null && now.cart.itemCount > 0) expect(now.requestedStep).toBeNull();
}

/** The cart changed under the review (another tab): the review names each change, as a refusal would. */
function checkChangesUnderReview({ before, event, after }: ModelStepResult<ModelEvent>) {
  if (event.type !== 'checkout.cartChanged' || !before.matches({ payment: 'review' })) return;
  const was = before.context as CheckoutContext;
  const now = after.context as CheckoutContext;
  const expected = reviewChanges(was.cart.reviewed, event.reviewed, (id) => `#${id}`);
  if (event.itemCount === 0 || expected.length === 0) return;
  expect(after.matches({ payment: { review: 'choosing' } })).toBe(true);
  expect(now.changes).toEqual(expected);
  expect(now.failureMessage).toBe(ORDER_CHANGED_TEXT);
  expect(now.idempotencyKey).toBeNull();
}

function check(step: ModelStepResult<ModelEvent>) {
  checkAgainstOracle(step, key);
  checkSavedForReload(step);
  checkAddressBar(step);
  checkChangesUnderReview(step);
}

describeModel('checkout', {
  part: 'navigation',
  machine,
  transitions: transitions as never,
  start: () => {
    addressBar = 0;
    return startCheckout(key);
  },
  check,
});
