import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, initialTransition, transition } from 'xstate';
import { fulfilmentStates, type OrderLifecycleState, paymentStates } from '../../../contract/order-lifecycle';
import { orderLifecycleMachine } from '../../../machines/order-lifecycle/order-lifecycle.machine';
import {
  selectAllowedStaffEvents,
  selectCanRequestWithdrawal,
  selectLifecycle,
} from '../../../machines/order-lifecycle/order-lifecycle.selectors';
import type { OrderLifecycleContext } from '../../../machines/order-lifecycle/order-lifecycle.types';
import { expectedAllowed, expectedLifecycle, expectedStart } from './order-lifecycle.oracle';

const cash: OrderLifecycleContext = { paymentMethod: 'cash_on_delivery', withdrawalWindowOpen: true };
const transfer: OrderLifecycleContext = { paymentMethod: 'bank_transfer', withdrawalWindowOpen: true };
const restore = (value: OrderLifecycleState, context: OrderLifecycleContext) =>
  orderLifecycleMachine.resolveState({ value, context });

describe('order lifecycle: where an order starts', () => {
  it('a cash-on-delivery order is placed and paid on delivery; a bank transfer awaits its payment', () => {
    for (const context of [cash, transfer]) {
      const [snapshot, actions] = initialTransition(orderLifecycleMachine, context);
      expect(selectLifecycle(snapshot)).toEqual(expectedStart(context));
      expect(snapshot.context).toEqual(context);
      expect(actions).toEqual([]);
    }
  });

  it('without input (the Stately visualizer) it starts as a cash-on-delivery order with the window open', () => {
    // As Stately runs it: no input at all (the type asks for one only to help the server).
    const actor = createActor(orderLifecycleMachine as AnyStateMachine).start();
    expect(actor.getSnapshot().value).toEqual({ fulfilment: 'placed', payment: 'payOnDelivery' });
    expect(actor.getSnapshot().context).toEqual(cash);
    actor.stop();
  });
});

describe('order lifecycle: decided from a stored state (resolveState, then a pure transition)', () => {
  // Every pair of stored states the lifecycle can reach, restored and asked each event.
  const reachable: OrderLifecycleState[] = [];
  for (const context of [cash, transfer]) {
    const queue = [expectedStart(context)];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const state = queue.shift()!;
      const key = `${context.paymentMethod}:${JSON.stringify(state)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      reachable.push(state);
      for (const type of [
        'confirm',
        'markPaid',
        'ship',
        'deliver',
        'cancel',
        'requestWithdrawal',
        'acceptReturn',
        'refund',
      ] as const)
        queue.push(expectedLifecycle(state, { type }, context));
    }
  }

  it('every reachable stored state restores, and each event leads where the rules say, with no action', () => {
    expect(reachable.length).toBeGreaterThan(10);
    for (const state of reachable) {
      for (const context of [cash, transfer, { ...cash, withdrawalWindowOpen: false }]) {
        const restored = restore(state, context);
        expect(selectLifecycle(restored)).toEqual(state);
        expect(selectAllowedStaffEvents(restored)).toEqual(expectedAllowed(state, context));
        for (const type of [
          'confirm',
          'markPaid',
          'ship',
          'deliver',
          'cancel',
          'requestWithdrawal',
          'acceptReturn',
          'refund',
        ] as const) {
          const [next, actions] = transition(orderLifecycleMachine, restored, { type } as never);
          expect(selectLifecycle(next), `${JSON.stringify(state)} ${type}`).toEqual(
            expectedLifecycle(state, { type }, context),
          );
          expect(actions).toEqual([]);
        }
      }
    }
  });

  it('a refused event leaves the restored snapshot as it was (the server answers 409 and writes nothing)', () => {
    const restored = restore({ fulfilment: 'shipped', payment: 'paid' }, transfer);
    expect(restored.can({ type: 'cancel', reason: 'x' })).toBe(false);
    const [next] = transition(orderLifecycleMachine, restored, { type: 'cancel', reason: 'x' });
    expect(next.value).toEqual(restored.value);
  });

  it('the withdrawal after delivery is decided by the window the server passes in', () => {
    const delivered: OrderLifecycleState = { fulfilment: 'delivered', payment: 'paid' };
    expect(selectCanRequestWithdrawal(restore(delivered, cash))).toBe(true);
    expect(selectCanRequestWithdrawal(restore(delivered, { ...cash, withdrawalWindowOpen: false }))).toBe(
      false,
    );
    // Before delivery the window is open whatever the flag says: it counts from delivery.
    expect(
      selectCanRequestWithdrawal(
        restore(
          { fulfilment: 'shipped', payment: 'payOnDelivery' },
          { ...cash, withdrawalWindowOpen: false },
        ),
      ),
    ).toBe(true);
  });

  it('every stored name is a state of the machine', () => {
    const fulfilment = Object.keys(orderLifecycleMachine.root.states.fulfilment!.states);
    const payment = Object.keys(orderLifecycleMachine.root.states.payment!.states).filter(
      (name) => name !== 'choosing',
    );
    expect(fulfilment.sort()).toEqual([...fulfilmentStates].sort());
    expect(payment.sort()).toEqual([...paymentStates].sort());
  });
});
