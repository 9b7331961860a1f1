import { expect } from 'vitest';
import type { AdminOrderDetail } from '../../../contract/admin';
import { adminOrderMachine, ORDER_CHANGED_NOTICE } from '../../../machines/admin-order/admin-order.machine';
import type {
  AdminOrderContext,
  AdminOrderEvent,
  StaffOrderAction,
} from '../../../machines/admin-order/admin-order.types';
import { anAdminOrder, ORDER_ID } from '../../msw/admin-fixtures';
import { actionsIn, invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startAdminOrder } from './admin-order.harness';

type ModelEvent = AdminOrderEvent | ActorCompletion;
type Step = 'loading' | 'loadFailed' | 'idle' | 'done' | 'conflict' | 'failed' | 'sending' | 'reloading';

const PLACED = anAdminOrder();
const CONFIRMED = anAdminOrder({
  lifecycle: { fulfilment: 'confirmed', payment: 'payOnDelivery' },
  version: 4,
  allowed: ['ship', 'cancel'],
});
const CHANGED = anAdminOrder({
  lifecycle: { fulfilment: 'cancelled', payment: 'voided' },
  version: 5,
  allowed: [],
});
const apiError = (code: string, message: string, body?: unknown) =>
  Object.assign(new Error(message), { status: code === 'NETWORK' ? 0 : 409, code, body });
const STALE = apiError('ORDER_CHANGED', 'Porudžbina je izmenjena.');
const REFUSED = apiError('TRANSITION_NOT_ALLOWED', 'Porudžbina je već poslata; ne može se otkazati.', {
  allowed: ['deliver'],
});
const OFFLINE = apiError('NETWORK', 'Veza sa serverom nije uspela.');
const NOT_FOUND = Object.assign(new Error('Porudžbina nije pronađena.'), { status: 404, code: 'NOT_FOUND' });

const CONFIRM: StaffOrderAction = { type: 'confirm' };
const SHIP: StaffOrderAction = { type: 'ship', carrier: 'postExpress', trackingNumber: 'PE123456789RS' };
const CANCEL: StaffOrderAction = { type: 'cancel', reason: 'Kupac je odustao telefonom.' };
const MARK_PAID: StaffOrderAction = { type: 'markPaid' };

const events: ModelEvent[] = [
  actorDone('loadOrder', PLACED),
  actorDone('loadOrder', CHANGED),
  actorFailed('loadOrder', NOT_FOUND),
  { type: 'adminOrder.retry' },
  { type: 'adminOrder.act', action: CONFIRM },
  { type: 'adminOrder.act', action: SHIP },
  { type: 'adminOrder.act', action: CANCEL },
  { type: 'adminOrder.act', action: MARK_PAID },
  { type: 'adminOrder.form.toggle', action: 'ship' },
  { type: 'adminOrder.form.toggle', action: 'cancel' },
  { type: 'adminOrder.form.toggle', action: 'refund' },
  actorDone('sendEvent', CONFIRMED),
  actorFailed('sendEvent', STALE),
  actorFailed('sendEvent', REFUSED),
  actorFailed('sendEvent', OFFLINE),
];

const transitions = transitionsOf(adminOrderMachine, {
  events: () => events as AdminOrderEvent[],
  input: { orderId: ORDER_ID },
});

const stepOf = (value: unknown): Step =>
  (typeof value === 'string' ? value : (value as { ready: Step }).ready) as Step;
const READY = new Set<Step>(['idle', 'done', 'conflict', 'failed']);

/**
 * The oracle, from the back office's rules (issue 33): only an event the order's `allowed` list
 * names is sent; a success shows the answer; ORDER_CHANGED reads the order again and says someone
 * else changed it; TRANSITION_NOT_ALLOWED says the server's text and shows the server's new list;
 * any other failure keeps the order as it was, to send again.
 */
function expected(from: Step, event: ModelEvent, was: AdminOrderContext): Step {
  const allowed = was.detail?.allowed ?? [];
  if (READY.has(from) && event.type === 'adminOrder.act')
    return allowed.includes(event.action.type) ? 'sending' : from;
  switch (`${from} ${event.type}`) {
    case 'loading xstate.done.actor.loadOrder':
      return 'idle';
    case 'loading xstate.error.actor.loadOrder':
      return 'loadFailed';
    case 'loadFailed adminOrder.retry':
      return 'loading';
    case 'sending xstate.done.actor.sendEvent':
      return 'done';
    case 'sending xstate.error.actor.sendEvent': {
      const { code } = (event as { error: { code: string } }).error;
      return code === 'ORDER_CHANGED'
        ? 'reloading'
        : code === 'TRANSITION_NOT_ALLOWED'
          ? 'conflict'
          : 'failed';
    }
    case 'reloading xstate.done.actor.loadOrder':
      return 'conflict';
    case 'reloading xstate.error.actor.loadOrder':
      return 'failed';
  }
  return from;
}

/**
 * Which action's form is open (issue 33's back office): a button with a form opens it, or closes it
 * when it is the open one, while its action is allowed; it stays while the action goes out and after
 * a failure; a success closes it, and so does a new list of allowed events without it.
 */
function expectedForm(
  from: Step,
  to: Step,
  event: ModelEvent,
  was: AdminOrderContext,
  now: AdminOrderContext,
) {
  const allowed = was.detail?.allowed ?? [];
  if (READY.has(from) && event.type === 'adminOrder.form.toggle')
    return allowed.includes(event.action) ? (was.form === event.action ? null : event.action) : was.form;
  if (from === 'sending' && to === 'done') return null;
  if (to === 'conflict' && was.form !== null)
    return (now.detail?.allowed ?? []).includes(was.form) ? was.form : null;
  return was.form;
}

function checkOrderRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AdminOrderContext;
  const now = after.context as AdminOrderContext;
  const from = stepOf(before.value);
  const to = expected(from, event, was);
  expect(stepOf(after.value)).toBe(to);
  expect(now.form).toBe(expectedForm(from, to, event, was, now));

  // The calls: the order is read on entering loading or reloading; an action goes out once, with
  // the version the order was read at.
  const reads = to !== from && (to === 'loading' || to === 'reloading') ? [ORDER_ID] : [];
  expect(invokesIn(effects, 'loadOrder')).toEqual(reads);
  const sends =
    to === 'sending' && from !== 'sending' && event.type === 'adminOrder.act'
      ? [{ orderId: ORDER_ID, body: { ...event.action, expectedVersion: was.detail!.version } }]
      : [];
  expect(invokesIn(effects, 'sendEvent')).toEqual(sends);
  // The lists hear of every change made here or found here.
  const changed = from === 'sending' && (to === 'done' || to === 'reloading');
  expect(actionsIn(effects, 'orderChanged')).toHaveLength(changed ? 1 : 0);

  const output = (event as { output?: AdminOrderDetail }).output;
  const message = (event as { error?: Error }).error?.message;
  switch (to === from ? 'same' : to) {
    case 'idle':
    case 'done':
      expect(now.detail).toEqual(output);
      break;
    case 'sending':
      expect(now).toMatchObject({
        form: was.form,
        sent: (event as { action: StaffOrderAction }).action.type,
        error: null,
        notice: null,
      });
      expect(now.detail).toEqual(was.detail);
      break;
    case 'reloading':
      expect(now).toMatchObject({
        notice: ORDER_CHANGED_NOTICE,
        sent: null,
        detail: was.detail,
        form: was.form,
      });
      break;
    case 'conflict':
      if (from === 'reloading') expect(now).toMatchObject({ detail: output, notice: ORDER_CHANGED_NOTICE });
      else
        expect(now).toMatchObject({
          error: message,
          sent: null,
          detail: { ...was.detail, allowed: ['deliver'] },
        });
      break;
    case 'failed':
    case 'loadFailed':
      expect(now.error).toBe(message);
      expect(now.detail).toEqual(was.detail);
      break;
    case 'same':
      // A form opened or closed changes nothing else.
      expect({ ...now, form: null }).toEqual({ ...was, form: null });
      break;
  }
  if (to === 'done') expect(now.sent).toBe(was.sent);
  expect(after.hasTag('busy')).toBe(to === 'loading' || to === 'sending' || to === 'reloading');
}

describeModel('admin-order', {
  machine: adminOrderMachine,
  transitions: transitions as never,
  start: startAdminOrder,
  check: checkOrderRules as never,
  // Whether a form was open and which is open after: a success or a new allowed list closes it.
  apart: (source, _event, target) => [
    (source.context as AdminOrderContext).form,
    (target.context as AdminOrderContext).form,
  ],
});
