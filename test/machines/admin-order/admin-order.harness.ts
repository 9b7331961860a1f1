import { adminOrderMachine } from '../../../machines/admin-order/admin-order.machine';
import { ORDER_ID } from '../../msw/admin-fixtures';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** One order of the back office with fake calls; its `orderChanged` action is recorded. */
export function startAdminOrder(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = adminOrderMachine.provide({
    actors: { loadOrder: fakes.logic(), sendEvent: fakes.logic() },
    actions: { orderChanged: log.action('orderChanged') },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: `adminOrder-${ORDER_ID}`,
    neighbours: [],
    log,
    input: { orderId: ORDER_ID },
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
