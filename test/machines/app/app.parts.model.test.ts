import { expect } from 'vitest';
import { appMachine } from '../../../machines/app/app.machine';
import type { AppContext, AppEvent } from '../../../machines/app/app.types';
import { systemIds } from '../../../machines/shared/system';
import { actionsIn, type Effect, invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startApp } from './app.harness';

/*
 * The wishlist and the checkout join the system when first needed (machines/app): every order of
 * asking for them, their chunks arriving or failing, and a logout in between. Walked apart from the
 * start (app.model.test.ts), whose every state these root events would otherwise multiply.
 */

type ModelEvent = ActorCompletion | AppEvent;

const chunkFailure = new Error('Failed to fetch dynamically imported module');

const asks: ModelEvent[] = [
  { type: 'app.wishlist.fetch' },
  { type: 'app.wishlist.reset' },
  { type: 'app.checkout.open' },
];
const wishlistArrives: ModelEvent[] = [
  actorDone('loadWishlist', undefined),
  actorFailed('loadWishlist', chunkFailure),
];
const checkoutArrives: ModelEvent[] = [
  actorDone('loadCheckout', undefined),
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

/**
 * The oracle of machines/app's parts, from its rules (the wishlist and the checkout join the system
 * when first needed; spec §6: a logout empties the wishlist; spec §8: a chunk that does not arrive is
 * only logged): for a step, the context it leaves, the sends, the calls and the log lines it makes.
 * The start's own state is not theirs to change: every step stays where it was.
 */
function expectedPartStep(was: AppContext, event: ModelEvent) {
  let context = { ...was };
  const sends: { to: string; event: { type: string } }[] = [];
  const calls: { id: string; input: unknown }[] = [];
  const logs: { message: string; error: unknown }[] = [];
  const joins: string[] = [];
  switch (event.type) {
    case 'app.wishlist.fetch':
      // There: fetched at once. Otherwise fetched once it is there, its chunk asked for once.
      if (was.wishlist === 'ready') sends.push({ to: systemIds.wishlist, event: { type: 'wishlist.fetch' } });
      else context = { ...context, wishlist: 'loading', wishlistWanted: true };
      if (was.wishlist === 'absent') calls.push({ id: 'loadWishlist', input: undefined });
      break;
    case 'app.wishlist.reset':
      // Logout: the wishlist there forgets; one still on its way will fetch nothing.
      if (was.wishlist === 'ready') sends.push({ to: systemIds.wishlist, event: { type: 'wishlist.reset' } });
      else context = { ...context, wishlistWanted: false };
      break;
    case 'xstate.done.actor.loadWishlist':
      joins.push(systemIds.wishlist);
      if (was.wishlistWanted) sends.push({ to: systemIds.wishlist, event: { type: 'wishlist.fetch' } });
      context = { ...context, wishlist: 'ready', wishlistWanted: false };
      break;
    case 'xstate.error.actor.loadWishlist':
      context = { ...context, wishlist: 'absent' };
      logs.push({ message: 'Lista želja nije učitana', error: chunkFailure });
      break;
    case 'app.checkout.open':
      if (was.checkout === 'absent') {
        context = { ...context, checkout: 'loading' };
        calls.push({ id: 'loadCheckout', input: undefined });
      }
      break;
    case 'xstate.done.actor.loadCheckout':
      // The cart tells the new checkout what it holds.
      joins.push(systemIds.checkout);
      sends.push({ to: systemIds.cart, event: { type: 'cart.checkoutOpened' } });
      context = { ...context, checkout: 'ready' };
      break;
    case 'xstate.error.actor.loadCheckout':
      context = { ...context, checkout: 'absent' };
      logs.push({ message: 'Plaćanje nije učitano', error: chunkFailure });
      break;
  }
  return { context, sends, calls, logs, joins };
}

function checkPartRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AppContext;
  const now = after.context as AppContext;
  const joined = (id: string) => Boolean(after.children[id]) && !before.children[id];
  const expected = expectedPartStep(was, event);

  expect(after.value).toEqual(before.value);
  expect(now).toEqual(expected.context);
  expect(sendsFrom(effects)).toEqual(expected.sends);
  expect(
    effects.flatMap((effect) => (effect.kind === 'invoke' ? [{ id: effect.id, input: effect.input }] : [])),
  ).toEqual(expected.calls);
  // The only provided action a part runs is the log line of a chunk that did not arrive.
  expect(effects.filter((effect) => effect.kind === 'action')).toEqual(
    expected.logs.map((params) => ({ kind: 'action', name: 'logError', params })),
  );
  expect(actionsIn(effects, 'logError')).toEqual(expected.logs);
  for (const id of [systemIds.wishlist, systemIds.checkout])
    expect(joined(id), id).toBe(expected.joins.includes(id));
  // Kept from before the oracle: the wishlist is asked for at most once while its chunk loads.
  expect(invokesIn(effects, 'loadWishlist')).toHaveLength(
    event.type === 'app.wishlist.fetch' && was.wishlist === 'absent' ? 1 : 0,
  );
}

const sendsFrom = (effects: Effect[]) =>
  effects.flatMap((effect) => (effect.kind === 'send' ? [{ to: effect.to, event: effect.event }] : []));

describeModel('app', {
  part: 'parts',
  machine: appMachine,
  transitions: transitions as never,
  // Whether a fetch is still wanted is read by no guard of the asks: a step of the wishlist with it
  // and without it is replayed apart.
  apart: (source, event) => event.type.includes('ishlist') && (source.context as AppContext).wishlistWanted,
  start: startApp,
  check: checkPartRules as never,
});
