import { orderLifecycleMachine } from '../../../machines/order-lifecycle/order-lifecycle.machine';
import type { OrderLifecycleInput } from '../../../machines/order-lifecycle/order-lifecycle.types';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** The order lifecycle on a real actor: it has no actors and sends nothing, so the log stays empty. */
export function startOrderLifecycle(input: OrderLifecycleInput): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const { root, subject, errors } = startInSystem(orderLifecycleMachine, {
    systemId: 'orderLifecycle',
    neighbours: [],
    log,
    input,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
