import { cartMachine } from '../../../machines/cart/cart.machine';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/**
 * The cart with fake actors and recorded actions, in a system beside recording checkout, wishlist
 * and mini-cart (`withCheckout: false`: before the checkout joined the system).
 */
export function startCart({ withCheckout = true } = {}): ModelHarness & { machine: typeof cartMachine } {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fakes.logic(),
      addItem: fakes.logic(),
      updateQuantity: fakes.logic(),
      removeItem: fakes.logic(),
      clearCart: fakes.logic(),
      removeUnavailable: fakes.logic(),
    },
    actions: {
      logError: log.action('logError'),
      notifyUnavailableRemoved: log.action('notifyUnavailableRemoved'),
      announceChange: log.action('announceChange'),
    },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.cart,
    neighbours: [...(withCheckout ? [systemIds.checkout] : []), systemIds.wishlist, systemIds.miniCart],
    log,
  });
  return { machine, subject, log, fakes, errors, stop: () => root.stop() };
}
