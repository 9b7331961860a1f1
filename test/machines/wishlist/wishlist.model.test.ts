import { expect } from 'vitest';
import type { Wishlist, WishlistItem } from '../../../contract/wishlist';
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import type {
  WishlistCommand,
  WishlistContext,
  WishlistEvent,
} from '../../../machines/wishlist/wishlist.types';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, plain, transitionsOf } from '../utils/model-walk';
import { wishlistItem } from '../utils/products';
import { startWishlist } from './wishlist.harness';

/*
 * The wishlist's model: the real machine walked with a finite set of events. The context stays
 * bounded: at most 3 items (the fetched 2 plus product 3), and while a call runs only one more
 * request may wait.
 */

const fetchedWishlist: Wishlist = {
  id: 7,
  userId: 1,
  name: 'Moja lista želja',
  isDefault: true,
  // Deliberately not in priority order: the machine sorts.
  wishlistItems: [wishlistItem(21, 1, 2), wishlistItem(22, 2, 1)],
};
const failure = new Error('Proizvod je već na listi želja.');
const CART_REFUSAL = 'U korpi već imate 10 komada, a na stanju je 10 komada.';

type ModelEvent = WishlistEvent | ActorCompletion;

const ids: Record<WishlistCommand['type'], string> = {
  fetch: 'fetchWishlist',
  add: 'addToWishlist',
  remove: 'removeFromWishlist',
  removeMany: 'removeManyFromWishlist',
  clear: 'clearWishlist',
  reorder: 'saveWishlistOrder',
};

function completionsOf({ running, items }: WishlistContext): ModelEvent[] {
  // A user without a default wishlist (GET /default answers none): offered while the list is empty.
  const none = items.length === 0 ? [actorDone('fetchWishlist', null)] : [];
  const create = [actorDone('createWishlist', { wishlistId: 7 }), actorFailed('createWishlist', failure)];
  const fetch = [
    actorDone('fetchWishlist', fetchedWishlist),
    ...none,
    actorFailed('fetchWishlist', failure),
    ...create,
  ];
  if (!running) return fetch;
  // Like the server (last + 1), capped so remove/add cycles cannot grow the model for ever.
  const nextPriority = Math.min(4, Math.max(0, ...items.map((item) => item.priority)) + 1);
  const output = {
    fetch: fetchedWishlist,
    // Product 3 comes back with priority 1, so the re-sort after appending matters.
    add:
      running.type === 'add'
        ? wishlistItem(20 + running.productId, running.productId, running.productId === 3 ? 1 : nextPriority)
        : null,
    remove: { success: true },
    removeMany: { removed: 2 },
    clear: { success: true },
    reorder: fetchedWishlist,
  }[running.type];
  return [actorDone(ids[running.type], output), actorFailed(ids[running.type], failure), ...fetch];
}

function eventsFor(context: WishlistContext): ModelEvent[] {
  const requests: ModelEvent[] = [
    { type: 'wishlist.fetch' },
    ...(context.items.length < 3 ? [{ type: 'wishlist.add' as const, productId: 3 }] : []),
    { type: 'wishlist.add', productId: 1 },
    { type: 'wishlist.remove', itemId: 21 },
    { type: 'wishlist.removeMany', itemIds: [21, 22] },
    { type: 'wishlist.clear' },
    { type: 'wishlist.reorder', fromIndex: 0, toIndex: 1 },
    { type: 'wishlist.reorder', fromIndex: 0, toIndex: 0 },
  ];
  // Once something was said (an outcome), only an add follows (it forgets it): every outcome
  // combined with every later request would multiply the model's states.
  const quiet = context.outcome === null;
  const offered =
    context.queue.length > 0 || context.moving.length > 0
      ? []
      : !quiet
        ? requests.filter(
            (event) =>
              (event.type === 'wishlist.add' && event.productId === 3) ||
              // Each request that forgets what was said is made once something was said, while idle.
              (!context.running &&
                (event.type === 'wishlist.remove' ||
                  event.type === 'wishlist.removeMany' ||
                  event.type === 'wishlist.clear')) ||
              // An emptied list read again: the server may have no default wishlist any more.
              (event.type === 'wishlist.fetch' && context.items.length === 0),
          )
        : context.running
          ? // One request may wait behind the running call: an add while there is room, else a reorder.
            requests.filter((event) =>
              context.items.length < 3
                ? event.type === 'wishlist.add' && event.productId === 3
                : event.type === 'wishlist.reorder' && event.toIndex === 1,
            )
          : requests;
  // The cart's answer to a move (product 1 is item 21): taken, or refused with its reason.
  const cartAnswer: ModelEvent[] =
    !context.running && context.queue.length === 0 && context.moving.length > 0
      ? [
          { type: 'cart.itemAdded', productId: 1 },
          { type: 'cart.itemNotAdded', productId: 1, message: CART_REFUSAL },
        ]
      : [];
  return [
    ...offered,
    // A move to the cart is asked for while nothing else runs, and answered before anything else.
    ...(!context.running && context.queue.length === 0
      ? [{ type: 'wishlist.moveToCart' as const, itemId: 21 }]
      : []),
    ...cartAnswer,
    { type: 'wishlist.reset' },
    ...completionsOf(context),
  ];
}

const transitions = transitionsOf(wishlistMachine, {
  events: (snapshot) => eventsFor(snapshot.context) as WishlistEvent[],
});

/** The shopper's requests that forget what was said about the last one. */
const REQUESTS = [
  'wishlist.add',
  'wishlist.remove',
  'wishlist.removeMany',
  'wishlist.clear',
  'wishlist.moveToCart',
];

/** The context of a wishlist that was never read, was reset, or failed to be read. */
const EMPTY: WishlistContext = {
  wishlistId: null,
  items: [],
  moving: [],
  outcome: null,
  running: null,
  queue: [],
};

const idsOf = (items: WishlistItem[]) => items.map((item) => item.id);
const sortedByPriority = (items: WishlistItem[]) => [...items].sort((a, b) => a.priority - b.priority);

/** Where the wishlist can rest: no list, a failed read, the first read, creating one, or a call. */
type Phase =
  | 'unloaded'
  | 'failed'
  | 'loading'
  | 'creating'
  | 'idle'
  | 'fetching'
  | 'adding'
  | 'removing'
  | 'removingMany'
  | 'clearing'
  | 'savingOrder';

/** The call each queued command makes, by the name of the phase it runs in. */
const CALL_PHASE: Record<WishlistCommand['type'], Phase> = {
  fetch: 'fetching',
  add: 'adding',
  remove: 'removing',
  removeMany: 'removingMany',
  clear: 'clearing',
  reorder: 'savingOrder',
};

/** The statechart's value for a phase (a call runs inside `available.working`). */
function stateValueOf(phase: Phase): unknown {
  if (phase === 'unloaded' || phase === 'failed') return phase;
  if (phase === 'loading' || phase === 'creating' || phase === 'idle') return { available: phase };
  return { available: { working: phase } };
}

function phaseOf(value: unknown): Phase {
  if (typeof value === 'string') return value as Phase;
  const available = (value as { available: string | { working: string } }).available;
  return (typeof available === 'string' ? available : available.working) as Phase;
}

/** What the log says of each failure that is only logged (spec §8), as the messages file has it. */
const LOGGED = {
  fetch: 'Učitavanje liste želja nije uspelo',
  create: 'Pravljenje liste želja nije uspelo',
  remove: 'Uklanjanje sa liste želja nije uspelo',
  removeMany: 'Uklanjanje više stavki sa liste želja nije uspelo',
  clear: 'Pražnjenje liste želja nije uspelo',
  reorder: 'Čuvanje redosleda liste želja nije uspelo; vraćen je prethodni redosled',
};

/**
 * The oracle, from the wishlist's rules (spec §4 Wishlist, §5–§8, the machine's doc comments): for
 * one step, the phase it ends in, the context it leaves, the calls it makes (with their inputs),
 * what it tells the cart and what it logs. Calls run one at a time in the order asked for; a call
 * finished (or a request made while none runs) starts the next waiting one.
 */
function expectedStep(from: Phase, was: WishlistContext, event: ModelEvent) {
  let context: WishlistContext = {
    ...was,
    items: [...was.items],
    moving: [...was.moving],
    queue: [...was.queue],
  };
  const calls: { id: string; input: unknown }[] = [];
  const toCart: { type: 'cart.add'; productId: number; stock: number }[] = [];
  const logs: string[] = [];
  const forgotten = () => ({ state: 'failed' as Phase, context: EMPTY, calls, toCart, logs });
  const callFor = (command: WishlistCommand, now: WishlistContext) => ({
    id: ids[command.type],
    input: {
      fetch: undefined,
      add: command.type === 'add' && { wishlistId: now.wishlistId, productId: command.productId },
      remove: command.type === 'remove' && { itemId: command.itemId },
      removeMany: command.type === 'removeMany' && { itemIds: command.itemIds },
      clear: { wishlistId: now.wishlistId },
      // Spec §4: positions 1..n following the list's order when the call runs.
      reorder: {
        wishlistId: now.wishlistId,
        updatedList: now.items.map((item, index) => ({ productId: item.product.id, newPriority: index + 1 })),
      },
    }[command.type],
  });
  const ask = (command: WishlistCommand, forget = true) => {
    context = { ...context, queue: [...context.queue, command], ...(forget ? { outcome: null } : {}) };
  };
  const itemOf = (itemId: number) => context.items.find((item) => item.id === itemId);
  const movingItemOf = (productId: number) =>
    context.items.find((item) => item.product.id === productId && context.moving.includes(item.id));

  // Logout forgets everything, wherever the wishlist is (spec §6: only a verified user has one).
  if (event.type === 'wishlist.reset')
    return { state: 'unloaded' as Phase, context: EMPTY, calls, toCart, logs };
  if (from === 'unloaded' || from === 'failed') {
    if (event.type !== 'wishlist.fetch') return { state: from, context, calls, toCart, logs };
    calls.push({ id: 'fetchWishlist', input: undefined });
    return { state: 'loading' as Phase, context, calls, toCart, logs };
  }

  let state: Phase = from;
  const output = (event as { output?: unknown }).output;
  const running = was.running;
  const finished = () => {
    state = 'idle';
    context = { ...context, running: null };
  };
  switch (event.type) {
    case 'wishlist.fetch':
      ask({ type: 'fetch' }, false);
      break;
    case 'wishlist.add': {
      // A product on the list, or already asked for, is not asked for again (a heart clicked twice).
      const { productId } = event;
      const asked = [was.running, ...was.queue].some((c) => c?.type === 'add' && c.productId === productId);
      if (!asked && !was.items.some((item) => item.product.id === productId)) ask({ type: 'add', productId });
      break;
    }
    case 'wishlist.remove':
      if (itemOf(event.itemId)) ask({ type: 'remove', itemId: event.itemId });
      break;
    case 'wishlist.removeMany':
      if (event.itemIds.length > 0 && event.itemIds.every((id) => itemOf(id)))
        ask({ type: 'removeMany', itemIds: [...event.itemIds] });
      break;
    case 'wishlist.clear':
      ask({ type: 'clear' });
      break;
    case 'wishlist.reorder': {
      // Optimistic: the list moves at once (renumbered 1..n), its old priorities kept for a roll-back.
      const { fromIndex, toIndex } = event;
      const inList = (index: number) => Number.isInteger(index) && index >= 0 && index < was.items.length;
      if (fromIndex === toIndex || !inList(fromIndex) || !inList(toIndex)) break;
      const order = [...was.items];
      const [item] = order.splice(fromIndex, 1);
      order.splice(toIndex, 0, item!);
      context = {
        ...context,
        items: order.map((entry, index) => ({ ...entry, priority: index + 1 })),
        queue: [
          ...context.queue,
          {
            type: 'reorder',
            before: was.items.map((entry) => ({ itemId: entry.id, priority: entry.priority })),
          },
        ],
      };
      break;
    }
    case 'wishlist.moveToCart': {
      // The cart is asked to add it (with its stock); it leaves the list only once the cart took it.
      const item = itemOf(event.itemId);
      if (!item || was.moving.includes(item.id)) break;
      context = { ...context, outcome: null, moving: [...context.moving, item.id] };
      toCart.push({ type: 'cart.add', productId: item.product.id, stock: item.product.stock });
      break;
    }
    case 'cart.itemAdded': {
      const item = movingItemOf(event.productId);
      if (!item) break;
      context = { ...context, moving: context.moving.filter((id) => id !== item.id) };
      ask({ type: 'remove', itemId: item.id, movedToCart: true }, false);
      break;
    }
    case 'cart.itemNotAdded': {
      const item = movingItemOf(event.productId);
      if (!item) break;
      context = {
        ...context,
        moving: context.moving.filter((id) => id !== item.id),
        outcome: { failed: true, message: event.message, productId: null },
      };
      break;
    }
    case 'xstate.done.actor.fetchWishlist':
      if (output === null) {
        // No default wishlist: it is created (spec §7 POST /api/wishlist/create), then read.
        state = 'creating';
        calls.push({ id: 'createWishlist', input: undefined });
        break;
      }
      context = {
        ...context,
        wishlistId: (output as Wishlist).id,
        items: sortedByPriority((output as Wishlist).wishlistItems),
      };
      finished();
      break;
    case 'xstate.error.actor.fetchWishlist':
      logs.push(LOGGED.fetch);
      return forgotten();
    case 'xstate.done.actor.createWishlist':
      state = 'loading';
      calls.push({ id: 'fetchWishlist', input: undefined });
      break;
    case 'xstate.error.actor.createWishlist':
      logs.push(LOGGED.create);
      return forgotten();
    case 'xstate.done.actor.addToWishlist': {
      const added = output as WishlistItem;
      context = {
        ...context,
        items: sortedByPriority([...context.items.filter((item) => item.id !== added.id), added]),
      };
      finished();
      break;
    }
    case 'xstate.error.actor.addToWishlist':
      // Spec §5: the add's error reaches the product's heart.
      context = {
        ...context,
        outcome: {
          failed: true,
          message: failure.message,
          productId: (running as { productId: number }).productId,
        },
      };
      finished();
      break;
    case 'xstate.done.actor.removeFromWishlist': {
      const { itemId, movedToCart } = running as { itemId: number; movedToCart?: true };
      const item = itemOf(itemId);
      if (item)
        context = {
          ...context,
          items: context.items.filter((entry) => entry.id !== itemId),
          outcome: {
            failed: false,
            message: movedToCart
              ? `Proizvod ${item.product.name} je premešten u korpu.`
              : `Proizvod ${item.product.name} je uklonjen sa liste želja.`,
          },
        };
      finished();
      break;
    }
    case 'xstate.done.actor.removeManyFromWishlist': {
      const { itemIds } = running as { itemIds: number[] };
      context = {
        ...context,
        items: context.items.filter((item) => !itemIds.includes(item.id)),
        outcome: {
          failed: false,
          message: `Izabrani proizvodi (${itemIds.length}) su uklonjeni sa liste želja.`,
        },
      };
      finished();
      break;
    }
    case 'xstate.done.actor.clearWishlist':
      context = { ...context, items: [], outcome: { failed: false, message: 'Lista želja je ispražnjena.' } };
      finished();
      break;
    case 'xstate.error.actor.removeFromWishlist':
    case 'xstate.error.actor.removeManyFromWishlist':
    case 'xstate.error.actor.clearWishlist': {
      const clear = event.type === 'xstate.error.actor.clearWishlist';
      logs.push(
        clear
          ? LOGGED.clear
          : event.type === 'xstate.error.actor.removeFromWishlist'
            ? LOGGED.remove
            : LOGGED.removeMany,
      );
      context = {
        ...context,
        outcome: {
          failed: true,
          message: clear
            ? 'Pražnjenje liste želja nije uspelo. Pokušajte ponovo.'
            : 'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.',
          productId: null,
        },
      };
      finished();
      break;
    }
    case 'xstate.done.actor.saveWishlistOrder':
      finished();
      break;
    case 'xstate.error.actor.saveWishlistOrder': {
      // Rolled back to the priorities before the failed reorder; later reorders (made on top of it) go too.
      const priorities = new Map(
        (running as { before: { itemId: number; priority: number }[] }).before.map((entry) => [
          entry.itemId,
          entry.priority,
        ]),
      );
      context = {
        ...context,
        items: sortedByPriority(
          context.items.map((item) => ({ ...item, priority: priorities.get(item.id) ?? item.priority })),
        ),
        queue: context.queue.filter((command) => command.type !== 'reorder'),
      };
      logs.push(LOGGED.reorder);
      finished();
      break;
    }
  }
  // Between calls, the next one waiting starts at once.
  if (state === 'idle' && context.queue.length > 0) {
    const [next, ...rest] = context.queue;
    context = { ...context, running: next!, queue: rest };
    state = CALL_PHASE[next!.type];
    calls.push(callFor(next!, context));
  }
  return { state, context, calls, toCart, logs };
}

/** The spec's rules, restated independently of the machine, checked on every step of every path. */
function checkWishlistRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as WishlistContext;
  const now = after.context as WishlistContext;
  const running = was.running;
  const output = (event as { output?: unknown }).output;

  // The oracle: the step's target, context, calls, what the cart is told and what is logged.
  const step = expectedStep(phaseOf(before.value), was, event);
  expect(after.value).toEqual(stateValueOf(step.state));
  expect(plain(now)).toEqual(plain(step.context));
  expect(
    effects.flatMap((effect) => (effect.kind === 'invoke' ? [{ id: effect.id, input: effect.input }] : [])),
  ).toEqual(step.calls);
  expect(effects.filter((effect) => effect.kind === 'send')).toEqual(
    step.toCart.map((add) => ({
      kind: 'send',
      to: 'cart',
      event: { ...add, replyTo: expect.objectContaining({ id: 'wishlist' }) },
    })),
  );
  expect(effects.filter((effect) => effect.kind === 'action')).toEqual(
    step.logs.map((message) => ({
      kind: 'action',
      name: 'logError',
      params: { message, error: failure },
    })),
  );

  // The list is always in priority order.
  expect(idsOf(now.items)).toEqual(idsOf(sortedByPriority(now.items)));
  expect(after.hasTag('busy')).toBe(
    after.matches({ available: 'loading' }) ||
      after.matches({ available: 'creating' }) ||
      after.matches({ available: 'working' }),
  );

  // Each call gets the running command's data; the order call sends positions 1..n in list order.
  const head = now.running;
  for (const effect of effects) {
    if (effect.kind !== 'invoke') continue;
    const expected = {
      fetchWishlist: undefined,
      addToWishlist: head?.type === 'add' && { wishlistId: now.wishlistId, productId: head.productId },
      removeFromWishlist: head?.type === 'remove' && { itemId: head.itemId },
      removeManyFromWishlist: head?.type === 'removeMany' && { itemIds: head.itemIds },
      clearWishlist: { wishlistId: now.wishlistId },
      saveWishlistOrder: {
        wishlistId: now.wishlistId,
        updatedList: now.items.map((item, index) => ({ productId: item.product.id, newPriority: index + 1 })),
      },
    }[effect.id];
    expect(effect.input, effect.id).toEqual(expected);
  }

  const emitted = effects.filter((effect) => effect.kind === 'emit');
  const logged = actionsIn(effects, 'logError');
  switch (event.type) {
    case 'xstate.done.actor.fetchWishlist':
      if (output === null) {
        // No default wishlist yet: the machine creates one (POST /api/wishlist/create), then reads it.
        expect(after.matches({ available: 'creating' })).toBe(true);
        expect(invokesIn(effects, 'createWishlist')).toEqual([undefined]);
        break;
      }
      expect(now.wishlistId).toBe((output as Wishlist).id);
      expect(idsOf(now.items)).toEqual([22, 21]);
      break;
    case 'xstate.done.actor.createWishlist':
      expect(after.matches({ available: 'loading' })).toBe(true);
      expect(invokesIn(effects, 'fetchWishlist')).toEqual([undefined]);
      break;
    case 'xstate.error.actor.fetchWishlist':
    case 'xstate.error.actor.createWishlist':
      // A read that fails is shown as failed (the page offers to try again); still logged (spec §8).
      expect(after.value).toBe('failed');
      expect(plain(now)).toEqual(plain(EMPTY));
      expect(logged).toHaveLength(1);
      break;
    case 'xstate.done.actor.addToWishlist':
      // Appended and re-sorted by priority; never twice (a re-fetch may already have brought it).
      expect(idsOf(now.items)).toEqual(
        idsOf(
          sortedByPriority([
            ...was.items.filter((item) => item.id !== (output as WishlistItem).id),
            output as WishlistItem,
          ]),
        ),
      );
      break;
    case 'xstate.error.actor.addToWishlist':
      // Spec §5: the add's error reaches the product's heart, as data.
      expect(now.outcome).toEqual({
        failed: true,
        message: failure.message,
        productId: (running as { productId: number }).productId,
      });
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.done.actor.removeFromWishlist': {
      const { itemId, movedToCart } = running as { itemId: number; movedToCart?: true };
      expect(idsOf(now.items)).toEqual(idsOf(was.items).filter((id) => id !== itemId));
      const name = was.items.find((item) => item.id === itemId)?.product.name;
      // An item already gone (cleared meanwhile) leaves nothing new to tell.
      if (name === undefined) {
        expect(now.outcome).toEqual(was.outcome);
        break;
      }
      expect(now.outcome).toEqual({
        failed: false,
        message: movedToCart
          ? `Proizvod ${name} je premešten u korpu.`
          : `Proizvod ${name} je uklonjen sa liste želja.`,
      });
      break;
    }
    case 'xstate.done.actor.removeManyFromWishlist': {
      const { itemIds } = running as { itemIds: number[] };
      expect(idsOf(now.items)).toEqual(idsOf(was.items).filter((id) => !itemIds.includes(id)));
      expect(now.outcome).toEqual({
        failed: false,
        message: `Izabrani proizvodi (${itemIds.length}) su uklonjeni sa liste želja.`,
      });
      break;
    }
    case 'xstate.done.actor.clearWishlist':
      expect(now.items).toEqual([]);
      expect(now.outcome).toEqual({ failed: false, message: 'Lista želja je ispražnjena.' });
      break;
    case 'xstate.error.actor.removeFromWishlist':
    case 'xstate.error.actor.removeManyFromWishlist':
    case 'xstate.error.actor.clearWishlist':
      // The shopper is told the removal failed (and it is logged); the items stay.
      expect(now.items).toEqual(was.items);
      expect(logged).toHaveLength(1);
      expect(now.outcome).toEqual({
        failed: true,
        message:
          event.type === 'xstate.error.actor.clearWishlist'
            ? 'Pražnjenje liste želja nije uspelo. Pokušajte ponovo.'
            : 'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.',
        productId: null,
      });
      break;
    case 'xstate.done.actor.saveWishlistOrder':
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.error.actor.saveWishlistOrder': {
      // Rolled back: the priorities from before the failed reorder, and no later reorder waits.
      const before = new Map(
        (running as { before: { itemId: number; priority: number }[] }).before.map((entry) => [
          entry.itemId,
          entry.priority,
        ]),
      );
      for (const item of now.items) if (before.has(item.id)) expect(item.priority).toBe(before.get(item.id));
      const waiting = was.queue.filter((command) => command.type !== 'reorder');
      expect(plain(now.running)).toEqual(plain(waiting[0] ?? null));
      expect(plain(now.queue)).toEqual(plain(waiting.slice(1)));
      expect(logged).toHaveLength(1);
      break;
    }
    case 'wishlist.reorder': {
      const { fromIndex, toIndex } = event as { fromIndex: number; toIndex: number };
      const valid = fromIndex !== toIndex && Math.max(fromIndex, toIndex) < was.items.length;
      if (!valid) {
        expect(now).toEqual(was);
        break;
      }
      // Optimistic: the list moves at once, renumbered 1..n.
      const expected = idsOf(was.items);
      const [moved] = expected.splice(fromIndex, 1);
      expected.splice(toIndex, 0, moved!);
      expect(idsOf(now.items)).toEqual(expected);
      expect(now.items.map((item) => item.priority)).toEqual(now.items.map((_, index) => index + 1));
      break;
    }
    case 'wishlist.add': {
      // A product in the list, or already asked for, is not asked for again.
      const { productId } = event as { productId: number };
      const asked = [was.running, ...was.queue].some((c) => c?.type === 'add' && c.productId === productId);
      const present = was.items.some((item) => item.product.id === productId);
      if (asked || present) expect(now).toEqual(was);
      break;
    }
    case 'wishlist.moveToCart': {
      // One cart.add per item (with the stock, so the cart can refuse it at once) until the cart answers.
      const item = was.items.find((entry) => entry.id === 21);
      const asks = item && !was.moving.includes(item.id);
      expect(sendsIn(effects, 'cart')).toEqual(
        asks
          ? [
              {
                type: 'cart.add',
                productId: item.product.id,
                stock: item.product.stock,
                replyTo: expect.objectContaining({ id: 'wishlist' }),
              },
            ]
          : [],
      );
      expect(now.moving).toEqual(asks ? [...was.moving, item.id] : was.moving);
      expect(now.items).toEqual(was.items);
      break;
    }
    case 'cart.itemNotAdded': {
      const item = was.items.find((entry) => entry.product.id === 1);
      if (item && was.moving.includes(item.id)) {
        expect(now.moving).toEqual(was.moving.filter((id) => id !== item.id));
        expect(now.outcome).toEqual({ failed: true, message: CART_REFUSAL, productId: null });
      } else expect(now).toEqual(was);
      expect(now.items).toEqual(was.items);
      break;
    }
    case 'cart.itemAdded': {
      const found = was.items.find((entry) => entry.product.id === 1);
      // Only an item this list asked to move leaves it.
      const item = found && was.moving.includes(found.id) ? found : undefined;
      expect(now.moving).toEqual(item ? was.moving.filter((id) => id !== item.id) : was.moving);
      const asked = [...(now.running ? [now.running] : []), ...now.queue];
      const removals = asked.filter((command) => command.type === 'remove' && command.itemId === item?.id);
      expect(removals.length).toBe(
        item
          ? 1 +
              was.queue.filter((c) => c.type === 'remove' && c.itemId === item.id).length +
              (was.running?.type === 'remove' && was.running.itemId === item.id ? 1 : 0)
          : 0,
      );
      break;
    }
    case 'wishlist.reset':
      expect(after.value).toBe('unloaded');
      expect(plain(now)).toEqual(plain(EMPTY));
      break;
  }
  // Nothing is emitted: what views show is in the context.
  expect(emitted).toEqual([]);
  // A new request from the shopper forgets what was said about the last one.
  if (REQUESTS.includes(event.type) && event.type !== 'wishlist.moveToCart') {
    if (now.queue.length > was.queue.length) expect(now.outcome).toBeNull();
  }
  if (!event.type.startsWith('xstate.error.actor.') || event.type === 'xstate.error.actor.addToWishlist') {
    expect(logged).toEqual([]);
  }
  if (event.type !== 'wishlist.moveToCart') expect(sendsIn(effects, 'cart')).toEqual([]);

  // Calls run one at a time, in the order asked (a failed read forgets everything; a missing
  // wishlist is created and read before the waiting calls run).
  const settled = event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');
  const reading =
    [
      'xstate.error.actor.fetchWishlist',
      'xstate.error.actor.createWishlist',
      'xstate.done.actor.createWishlist',
    ].includes(event.type) ||
    (event.type === 'xstate.done.actor.fetchWishlist' && output === null);
  if (settled && !reading && event.type !== 'xstate.error.actor.saveWishlistOrder') {
    expect(plain(now.running)).toEqual(plain(was.queue[0] ?? null));
    expect(plain(now.queue)).toEqual(plain(was.queue.slice(1)));
  }
}

describeModel('wishlist', {
  machine: wishlistMachine,
  transitions: transitions as never,
  // A removal that moved the item to the cart says so; a plain removal says it was removed.
  // A new request forgets what was said about the last one (no guard reads whether anything was).
  apart: (source, event) => [
    event.type === 'xstate.done.actor.removeFromWishlist' && source.context.running?.movedToCart === true,
    REQUESTS.includes(event.type) && source.context.outcome !== null,
  ],
  start: () => {
    const harness = startWishlist();
    // Before any step: no wishlist until a verified user's is fetched, and nothing called.
    expect(harness.subject.getSnapshot().value).toBe('unloaded');
    expect(harness.log.since(0)).toEqual([]);
    return harness;
  },
  check: checkWishlistRules,
});
