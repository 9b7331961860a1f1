import { expect } from 'vitest';
import { paymentCheckMachine } from '../../../machines/payment-check/payment-check.machine';
import { selectCheckedOrder } from '../../../machines/payment-check/payment-check.selectors';
import type {
  PaymentCheckContext,
  PaymentCheckEvent,
} from '../../../machines/payment-check/payment-check.types';
import { ORDER_ID, OTHER_ORDER_ID } from '../../msw/admin-fixtures';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelHarness, type ModelStepResult } from '../utils/model-test';
import { transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

type State = 'closed' | 'checking';

const events: PaymentCheckEvent[] = [
  { type: 'paymentCheck.open', orderId: ORDER_ID },
  { type: 'paymentCheck.open', orderId: OTHER_ORDER_ID },
  { type: 'paymentCheck.close' },
];

const transitions = transitionsOf(paymentCheckMachine, { events: () => events });

function start(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const { root, subject, errors } = startInSystem(paymentCheckMachine, {
    systemId: 'paymentCheck',
    neighbours: [],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

/**
 * The oracle, from Uplate na čekanju's rules: a row's "Označi kao plaćeno" opens its order beside
 * the list (another row's opens that one instead), "Zatvori" closes it; nothing is sent by either.
 */
function expected(from: State, event: PaymentCheckEvent, was: PaymentCheckContext) {
  if (event.type === 'paymentCheck.open') return { state: 'checking', orderId: event.orderId };
  return from === 'checking' ? { state: 'closed', orderId: null } : { state: from, orderId: was.orderId };
}

function checkPaymentCheckRules({ before, event, after, effects }: ModelStepResult<PaymentCheckEvent>) {
  const { state, orderId } = expected(before.value as State, event, before.context as PaymentCheckContext);
  expect(after.value).toBe(state);
  expect(after.context).toEqual({ orderId });
  expect(effects).toEqual([]);
  expect(selectCheckedOrder(after as never)).toBe(state === 'checking' ? orderId : null);
}

describeModel('payment-check', {
  machine: paymentCheckMachine,
  transitions: transitions as never,
  start,
  check: checkPaymentCheckRules as never,
});
