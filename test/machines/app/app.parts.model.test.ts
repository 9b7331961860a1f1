import { expect } from 'vitest';
import { fromCallback } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import type { AppContext, AppEvent } from '../../../machines/app/app.types';
import { systemIds } from '../../../machines/shared/system';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { recorder, startApp } from './app.harness';

/*
 * The wishlist and the checkout join the system when first needed (machines/app): every order of
 * asking for them, their chunks arriving or failing, and a logout in between. Walked apart from the
 * start (app.model.test.ts), whose every state these root events would otherwise multiply.
 */

type ModelEvent = ActorCompletion | AppEvent;

/** In the walk, the loaded logic is a stand-in; on the real actor, a recorder (toRealEvent). */
const loadedLogic = fromCallback(() => {});
const chunkFailure = new Error('Failed to fetch dynamically imported module');

const asks: ModelEvent[] = [
  { type: 'app.wishlist.fetch' },
  { type: 'app.wishlist.reset' },
  { type: 'app.checkout.open' },
];
const wishlistArrives: ModelEvent[] = [
  actorDone('loadWishlist', loadedLogic),
  actorFailed('loadWishlist', chunkFailure),
];
const checkoutArrives: ModelEvent[] = [
  actorDone('loadCheckout', loadedLogic),
  actorFailed('loadCheckout', chunkFailure),
];

const transitions = transitionsOf(appMachine, {
  // A chunk can only arrive (or fail) while it is being loaded.
  events: (snapshot) => {
    const context = snapshot.context as AppContext;
    return [
      ...asks,
      ...(context.wishlist === 'loading' ? wishlistArrives : []),
      ...(context.checkout === 'loading' ? checkoutArrives : []),
    ] as never;
  },
  input: { auth: { storedUser: null }, script: { remembered: null } },
});

/** The rules of machines/app's parts, restated apart from the machine. */
function checkPartRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AppContext;
  const now = after.context as AppContext;
  const joined = (id: string) => Boolean(after.children[id]) && !before.children[id];
  const logged = actionsIn(effects, 'logError');
  const wishlistSends = sendsIn(effects, systemIds.wishlist);

  switch (event.type) {
    case 'app.wishlist.fetch':
      // There: fetched at once. Otherwise fetched once it is there, its chunk asked for once.
      expect(wishlistSends).toEqual(was.wishlist === 'ready' ? [{ type: 'wishlist.fetch' }] : []);
      expect(invokesIn(effects, 'loadWishlist')).toHaveLength(was.wishlist === 'absent' ? 1 : 0);
      if (was.wishlist !== 'ready') expect(now).toMatchObject({ wishlist: 'loading', wishlistWanted: true });
      break;
    case 'app.wishlist.reset':
      // Logout: the wishlist there forgets; one still on its way will fetch nothing.
      expect(wishlistSends).toEqual(was.wishlist === 'ready' ? [{ type: 'wishlist.reset' }] : []);
      expect(now.wishlistWanted).toBe(false);
      break;
    case 'xstate.done.actor.loadWishlist':
      expect(joined(systemIds.wishlist)).toBe(true);
      expect(wishlistSends).toEqual(was.wishlistWanted ? [{ type: 'wishlist.fetch' }] : []);
      expect(now).toMatchObject({ wishlist: 'ready', wishlistWanted: false });
      break;
    case 'app.checkout.open':
      expect(invokesIn(effects, 'loadCheckout')).toHaveLength(was.checkout === 'absent' ? 1 : 0);
      if (was.checkout === 'absent') expect(now.checkout).toBe('loading');
      break;
    case 'xstate.done.actor.loadCheckout':
      // The cart tells the new checkout what it holds.
      expect(joined(systemIds.checkout)).toBe(true);
      expect(sendsIn(effects, systemIds.cart)).toEqual([{ type: 'cart.checkoutOpened' }]);
      expect(now.checkout).toBe('ready');
      break;
    case 'xstate.error.actor.loadWishlist':
    case 'xstate.error.actor.loadCheckout': {
      // Spec §8: only logged; the next ask loads it again.
      const part = event.type.endsWith('loadWishlist') ? 'wishlist' : 'checkout';
      expect(now[part]).toBe('absent');
      expect(logged).toEqual([expect.objectContaining({ error: chunkFailure })]);
      break;
    }
  }
  if (!event.type.startsWith('xstate.error.actor.')) expect(logged).toEqual([]);
  if (event.type !== 'xstate.done.actor.loadCheckout') expect(sendsIn(effects, systemIds.cart)).toEqual([]);
  // The start's own state is not theirs to change.
  expect(after.value).toEqual(before.value);
  expect({ ...now, wishlist: 0, wishlistWanted: 0, checkout: 0 }).toEqual({
    ...was,
    wishlist: 0,
    wishlistWanted: 0,
    checkout: 0,
  });
}

describeModel('app', {
  part: 'parts',
  machine: appMachine,
  transitions: transitions as never,
  start: startApp,
  check: checkPartRules as never,
  toRealEvent: (event, harness) => {
    if (event.type === 'xstate.done.actor.loadWishlist')
      return actorDone('loadWishlist', recorder(systemIds.wishlist, harness.log)) as never;
    if (event.type === 'xstate.done.actor.loadCheckout')
      return actorDone('loadCheckout', recorder(systemIds.checkout, harness.log)) as never;
    return event;
  },
});
