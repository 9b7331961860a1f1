import { systemIds } from '../../../machines/shared/system';
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** The wishlist with fake actors and recorded actions, in a system beside a recording cart. */
export function startWishlist(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = wishlistMachine.provide({
    actors: {
      fetchWishlist: fakes.logic(),
      createWishlist: fakes.logic(),
      addToWishlist: fakes.logic(),
      removeFromWishlist: fakes.logic(),
      removeManyFromWishlist: fakes.logic(),
      clearWishlist: fakes.logic(),
      saveWishlistOrder: fakes.logic(),
    },
    actions: { logError: log.action('logError') },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.wishlist,
    neighbours: [systemIds.cart],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
