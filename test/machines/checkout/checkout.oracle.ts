import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ORDER_CHANGED_TEXT, type ReviewedOrder, reviewChanges } from '../../../contract/order-review';
import type { DeliveryValidation } from '../../../machines/checkout/checkout.form';
import { PLACE_ORDER_FALLBACK_MESSAGE } from '../../../machines/checkout/checkout.messages';
import type {
  CheckoutContext,
  DeliveryForm,
  PlacedOrder,
  Prefill,
} from '../../../machines/checkout/checkout.types';
import type { CartStep } from '../../../machines/shared/system';
import type { Effect } from '../utils/effect-log';
import type { ModelStepResult } from '../utils/model-test';
import { plain } from '../utils/model-walk';
import type { KeyMaker } from './checkout.harness';

/*
 * The checkout's oracle, written by hand from its rules (DESIGN §3 Checkout, docs/checkout.md and
 * the states' descriptions), never from the machine's config: from the state a step starts in, its
 * context and its event, where the checkout must be, what its context must then hold and every
 * effect it must have on the way (the cart told which step shows, the address bar moved, session
 * storage written, the calls made with their inputs, the confirmation page opened, the shopper told
 * of the default address). Each model part checks every step against it.
 */

/** Where the checkout is: a step, and inside it what the step is doing. */
type Place =
  | { at: 'cart' }
  | {
      at: 'delivery';
      prefill: 'loading' | 'loaded';
      form: 'editing' | 'validating' | 'savingDefault';
    }
  | { at: 'payment'; doing: 'choosing' | 'methodMissing' | 'placing' | 'unanswered' | 'refused' }
  | { at: 'placed' };

/** A snapshot's value as a place (the value is what the walk reached; the oracle reads nothing else of it). */
function placeOf(value: unknown): Place {
  if (value === 'cart' || value === 'placed') return { at: value };
  const v = value as Record<string, Record<string, string> | string>;
  if (v.delivery) {
    const { prefill, form } = v.delivery as Record<string, string>;
    return { at: 'delivery', prefill, form } as Place;
  }
  const payment = v.payment!;
  return {
    at: 'payment',
    doing: typeof payment === 'string' ? payment : (payment as Record<string, string>).review,
  } as Place;
}

/** The state value a place is drawn as. */
function stateValueOf(place: Place): unknown {
  switch (place.at) {
    case 'cart':
    case 'placed':
      return place.at;
    case 'delivery':
      return { delivery: { prefill: place.prefill, form: place.form } };
    case 'payment':
      return place.doing === 'choosing' || place.doing === 'methodMissing'
        ? { payment: { review: place.doing } }
        : { payment: place.doing };
  }
}

/** What a step must do: the place it ends in, the context it leaves and its effects. */
export type Expected = { value: unknown; context: CheckoutContext; effects: Effect[] };

type CartReport = {
  type: 'checkout.cartChanged';
  cartId: string | null;
  itemCount: number;
  reviewed: ReviewedOrder;
  names?: Record<number, string>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The form as the view sent it: each field a string (a missing one empty), the note '' when absent. */
function formFrom(event: Record<string, unknown>): DeliveryForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const customer = event.customer as Record<string, unknown>;
  const address = event.address as Record<string, unknown>;
  return {
    customer: {
      firstName: text(customer.firstName),
      lastName: text(customer.lastName),
      email: text(customer.email),
      phone: text(customer.phone),
    },
    address: {
      street: text(address.street),
      city: text(address.city),
      postalCode: text(address.postalCode),
    },
    note: text(event.note),
    // "Kupujem kao pravno lice" is ticked only by a true; a form sent without the company part has an empty one.
    company: isRecord(event.company)
      ? {
          asCompany: event.company.asCompany === true,
          name: text(event.company.name),
          pib: text(event.company.pib),
          registrationNumber: text(event.company.registrationNumber),
        }
      : { asCompany: false, name: '', pib: '', registrationNumber: '' },
  };
}

/** The profile fills only the fields still empty (blank); what the shopper typed stays. */
function filled(form: DeliveryForm, prefill: Prefill): DeliveryForm {
  const fill = (current: Record<string, string>, given: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries(current).map(([field, value]) => [
        field,
        value.trim() === '' ? (given[field] ?? value) : value,
      ]),
    );
  return {
    ...form,
    customer: fill(form.customer, prefill.customer as Record<string, string>) as DeliveryForm['customer'],
    address: fill(form.address, (prefill.address ?? {}) as Record<string, string>) as DeliveryForm['address'],
  };
}

/** What the order call's rejection says; anything that is not one of the shop's answers is "no answer". */
function failureFrom(error: unknown): { kind: string; message: string } & Record<string, unknown> {
  if (isRecord(error) && 'kind' in error && 'message' in error)
    return error as { kind: string; message: string };
  return { kind: 'unanswered', message: PLACE_ORDER_FALLBACK_MESSAGE };
}

/**
 * The oracle: the checkout's rules, as a small simulation of one step (the event and then every
 * move the new context makes necessary, e.g. an emptied cart ending the delivery step).
 */
export function expectedStep(
  before: { value: unknown; context: unknown },
  event: EventObject,
  newKey: KeyMaker,
) {
  let place = placeOf(before.value);
  const c: CheckoutContext = { ...(before.context as CheckoutContext) };
  const effects: Effect[] = [];
  const e = event as EventObject & Record<string, unknown>;

  const action = (name: string, params: unknown) => effects.push({ kind: 'action', name, params });
  const tellCart = (sent: { type: string } & Record<string, unknown>) =>
    effects.push({ kind: 'send', to: 'cart', event: sent });
  const call = (id: string, input: unknown) => effects.push({ kind: 'invoke', id, input });
  /** Session storage gets the form, its valid details and the payment method as they are now. */
  const save = () =>
    action('saveDelivery', { form: c.form, details: c.details, paymentMethod: c.paymentMethod });
  /** The address bar moves: a history entry for the shopper's own moves, replaced otherwise. */
  const show = (step: CartStep, replace: boolean) => action('showStep', { step, replace });
  const clearFailure = () => Object.assign(c, { failureMessage: null, shortItems: [], changes: [] });

  const hasItems = () => c.cart.cartId !== null && c.cart.itemCount > 0;
  const knownEmpty = () => c.cart.cartId !== null && c.cart.itemCount === 0;
  /** The review shows the form's last valid submission, not edited since. */
  const reviewable = () => c.details !== null && !c.formEdited;
  const inReview = () =>
    place.at === 'payment' && (place.doing === 'choosing' || place.doing === 'methodMissing');

  /** Leaving the delivery step: whether to keep the address as default is asked again next visit. */
  const leaveDelivery = () => {
    if (place.at === 'delivery') Object.assign(c, { canSaveDefault: false, saveAsDefault: false });
  };
  /** The delivery step shows: the cart shows step 1 and a signed-in shopper's profile is loaded. */
  const enterDelivery = () => {
    place = { at: 'delivery', prefill: 'loading', form: 'editing' };
    tellCart({ type: 'cart.setStep', step: 1 });
    call('loadPrefill', undefined);
  };
  /** The review shows (step 2): the cart shows step 2 when the checkout comes from another step. */
  const enterReview = () => {
    if (place.at !== 'payment') tellCart({ type: 'cart.setStep', step: 2 });
    place = { at: 'payment', doing: 'choosing' };
  };
  /** Back to the cart page from the delivery or payment step. */
  const toCart = (show0: boolean | null) => {
    leaveDelivery();
    tellCart({ type: 'cart.setStep', step: 0 });
    if (show0 !== null) show(0, show0);
    place = { at: 'cart' };
  };
  /** The order call goes out with the attempt's body; the last failure is no longer shown. */
  const placeOrder = () => {
    place = { at: 'payment', doing: 'placing' };
    clearFailure();
    const { details, cart, idempotencyKey, paymentMethod } = c;
    call('placeOrder', {
      ...details,
      cartId: cart.cartId,
      reviewed: cart.reviewed,
      idempotencyKey,
      paymentMethod,
    });
  };

  switch (e.type) {
    case 'checkout.cartChanged': {
      const report = e as unknown as CartReport;
      if (typeof report.itemCount !== 'number' || !Array.isArray(report.reviewed?.lines)) break;
      const nameOf = (id: number) => report.names?.[id] ?? `#${id}`;
      const changes = reviewChanges(c.cart.reviewed, report.reviewed, nameOf);
      const sameCartInReview = inReview() && report.cartId === c.cart.cartId && report.itemCount > 0;
      const codeBefore = c.cart.reviewed.promo?.code ?? null;
      const codeNow = report.reviewed.promo?.code ?? null;
      // The lines, prices and shipping as shown: only the promo code differs (and so the total).
      const sameGoods = changes.every(
        (change) => change.startsWith('Popust po kodu') || change.startsWith('Ukupno za plaćanje'),
      );
      if (sameCartInReview && codeBefore !== codeNow && sameGoods) {
        // The shopper's own code on the review: nothing to name; placing is a new attempt.
        c.idempotencyKey = null;
        place = { at: 'payment', doing: 'choosing' };
      } else if (sameCartInReview && changes.length > 0) {
        // The same cart changed under the review (another tab): the review names each change.
        Object.assign(c, { changes, failureMessage: ORDER_CHANGED_TEXT, idempotencyKey: null });
        place = { at: 'payment', doing: 'choosing' };
      }
      c.cart = { cartId: report.cartId, itemCount: report.itemCount, reviewed: report.reviewed };
      break;
    }
    case 'checkout.urlChanged': {
      const step = e.step;
      if (step !== 0 && step !== 1 && step !== 2) break;
      if (place.at === 'cart') c.requestedStep = step === 0 ? null : step;
      else if (place.at === 'placed') {
        // Back to /korpa after ordering: the cart shows, or the step asked for once it can.
        place = { at: 'cart' };
        c.requestedStep = step === 0 ? null : step;
      } else if (place.at === 'delivery') {
        if (step === 0) toCart(null);
        else if (step === 2 && reviewable()) {
          leaveDelivery();
          enterReview();
        } else if (step === 2) show(1, true); // Forward to a review that cannot show.
      } else if (place.doing === 'placing')
        show(2, true); // The order call cannot be taken back.
      else if (step === 0) toCart(null);
      else if (step === 1) enterDelivery();
      break;
    }
    case 'checkout.start':
      if ((place.at === 'cart' || place.at === 'placed') && hasItems()) {
        if (place.at === 'placed') c.placed = null;
        clearFailure();
        show(1, false);
        enterDelivery();
      }
      break;
    case 'checkout.back':
      if (place.at === 'delivery') toCart(false);
      else if (place.at === 'payment' && place.doing !== 'placing') {
        if (inReview()) {
          show(1, false);
          enterDelivery();
        } else place = { at: 'payment', doing: 'choosing' };
      }
      break;
    case 'checkout.delivery.change':
      if (place.at === 'delivery' && isRecord(e.customer) && isRecord(e.address)) {
        Object.assign(c, { form: formFrom(e), formEdited: true });
        save();
      }
      break;
    case 'checkout.delivery.saveAsDefault':
      if (place.at === 'delivery') c.saveAsDefault = e.save === true;
      break;
    case 'checkout.delivery.submit':
      if (
        place.at === 'delivery' &&
        place.form === 'editing' &&
        isRecord(e.customer) &&
        isRecord(e.address)
      ) {
        c.form = formFrom(e);
        save();
        place = { ...place, form: 'validating' };
        call('validateDelivery', c.form);
      }
      break;
    case 'xstate.done.actor.validateDelivery': {
      if (place.at !== 'delivery' || place.form !== 'validating') break;
      const { details, fieldErrors } = e.output as DeliveryValidation;
      if (details === null) {
        c.fieldErrors = fieldErrors ?? {};
        place = { ...place, form: 'editing' };
        break;
      }
      // A valid form; a changed one is a new attempt (its key is made when placing).
      const sameBody = JSON.stringify(details) === JSON.stringify(c.details);
      const savesDefault = c.canSaveDefault && c.saveAsDefault;
      if (!savesDefault) leaveDelivery();
      Object.assign(c, {
        details,
        fieldErrors: {},
        formEdited: false,
        idempotencyKey: sameBody ? c.idempotencyKey : null,
      });
      save();
      if (savesDefault) {
        // The ticked "Sačuvaj kao podrazumevanu adresu" first makes the address the profile's.
        place = { ...place, form: 'savingDefault' };
        call('saveDefaultAddress', { address: c.form.address, phone: c.form.customer.phone });
      } else {
        show(2, false);
        enterReview();
      }
      break;
    }
    case 'xstate.error.actor.validateDelivery':
      if (place.at === 'delivery' && place.form === 'validating') place = { ...place, form: 'editing' };
      break;
    case 'xstate.done.actor.loadPrefill':
      if (place.at === 'delivery' && place.prefill === 'loading') {
        const prefill = e.output as Prefill | null;
        if (prefill) c.form = filled(c.form, prefill);
        Object.assign(c, { canSaveDefault: prefill !== null, saveAsDefault: prefill !== null });
        place = { ...place, prefill: 'loaded' };
      }
      break;
    case 'xstate.error.actor.loadPrefill':
      if (place.at === 'delivery' && place.prefill === 'loading') place = { ...place, prefill: 'loaded' };
      break;
    case 'xstate.done.actor.saveDefaultAddress':
    case 'xstate.error.actor.saveDefaultAddress':
      // Saved or not, the review shows, with a word on which.
      if (place.at === 'delivery' && place.form === 'savingDefault') {
        leaveDelivery();
        action('notifyDefaultAddress', { saved: e.type === 'xstate.done.actor.saveDefaultAddress' });
        show(2, false);
        enterReview();
      }
      break;
    case 'checkout.payment.select':
      if (inReview() && (e.method === 'cash_on_delivery' || e.method === 'bank_transfer')) {
        if (e.method !== c.paymentMethod) c.idempotencyKey = null;
        c.paymentMethod = e.method;
        save();
        place = { at: 'payment', doing: 'choosing' };
      }
      break;
    case 'checkout.place':
      if (!inReview()) break;
      if (c.paymentMethod === null) {
        place = { at: 'payment', doing: 'methodMissing' };
        break;
      }
      // The same attempt keeps its key (placed at most once); a new attempt gets one.
      if (c.idempotencyKey === null) c.idempotencyKey = newKey(c);
      placeOrder();
      break;
    case 'checkout.retry':
      if (place.at === 'payment' && place.doing === 'unanswered') placeOrder();
      break;
    case 'xstate.done.actor.placeOrder': {
      if (place.at !== 'payment' || place.doing !== 'placing') break;
      const placed = e.output as PlacedOrder;
      action('navigateToConfirmation', { orderId: placed.order.id, token: placed.accessToken });
      Object.assign(c, { placed, idempotencyKey: null });
      tellCart({ type: 'cart.ordered' });
      place = { at: 'placed' };
      break;
    }
    case 'xstate.error.actor.placeOrder': {
      if (place.at !== 'payment' || place.doing !== 'placing') break;
      const failure = failureFrom(e.error);
      if (failure.kind === 'outOfStock') {
        Object.assign(c, {
          shortItems: failure.items,
          failureMessage: failure.message,
          idempotencyKey: null,
        });
        toCart(true);
        tellCart({ type: 'cart.fetch' });
      } else if (failure.kind === 'changed') {
        Object.assign(c, { changes: failure.changes, failureMessage: failure.message, idempotencyKey: null });
        tellCart({ type: 'cart.fetch' });
        place = { at: 'payment', doing: 'choosing' };
      } else {
        c.failureMessage = failure.message;
        // A refusal would be refused again: no retry. Without an answer the same key may be retried.
        place = { at: 'payment', doing: failure.kind === 'refused' ? 'refused' : 'unanswered' };
      }
      break;
    }
  }

  // What the new context makes necessary, until nothing more moves.
  for (let moves = 0; moves < 10; moves++) {
    if (place.at === 'cart') {
      const asked = c.requestedStep;
      if (asked === 2 && hasItems() && reviewable()) {
        c.requestedStep = null;
        enterReview();
      } else if (asked === 2 && hasItems()) {
        // No reviewable details yet: the first step that can show is the delivery form.
        c.requestedStep = null;
        show(1, true);
        enterDelivery();
      } else if (asked === 1 && hasItems()) {
        c.requestedStep = null;
        enterDelivery();
      } else if (asked !== null && knownEmpty()) {
        // An empty cart has no later step: the address bar goes back to the cart.
        c.requestedStep = null;
        show(0, true);
        break;
      } else break;
    } else if ((place.at === 'delivery' || inReview()) && !hasItems()) {
      // An emptied cart ends the delivery and review steps.
      toCart(true);
    } else break;
  }

  return { value: stateValueOf(place), context: c, effects } satisfies Expected;
}

const byKind = (effects: Effect[], kind: Effect['kind']) =>
  effects
    .filter((effect) => effect.kind === kind)
    .map((effect) => JSON.stringify(plain(effect)))
    .sort();

/**
 * Checks one step against the oracle: the state it ends in, its whole context, and its effects of
 * every kind (the provided actions with their params, the sends to the cart, the calls with their
 * inputs, emits), none missing and none more.
 */
export function checkAgainstOracle(step: ModelStepResult<EventObject>, newKey: KeyMaker) {
  const { before, event, after, effects } = step;
  const expected = expectedStep(before, event, newKey);
  const where = `${JSON.stringify(before.value)} --${event.type}-->`;
  expect(after.value, `${where} target`).toEqual(expected.value);
  expect(plain(after.context), `${where} context`).toEqual(plain(expected.context));
  for (const kind of ['action', 'send', 'invoke', 'emit'] as const)
    expect(byKind(effects, kind), `${where} ${kind}s`).toEqual(byKind(expected.effects, kind));
}
