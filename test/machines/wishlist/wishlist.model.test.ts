import { expect } from 'vitest';
import type { Wishlist, WishlistItem } from '../../../contract/wishlist';
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import type {
  WishlistCommand,
  WishlistContext,
  WishlistEvent,
} from '../../../machines/wishlist/wishlist.types';
import { actionsIn, sendsIn } from '../utils/effect-log';
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
  const fetch = [actorDone('fetchWishlist', fetchedWishlist), actorFailed('fetchWishlist', failure)];
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
  const offered =
    context.queue.length > 0
      ? []
      : context.running
        ? // One request may wait behind the running call: an add while there is room, else a reorder.
          requests.filter((event) =>
            context.items.length < 3
              ? event.type === 'wishlist.add' && event.productId === 3
              : event.type === 'wishlist.reorder' && event.toIndex === 1,
          )
        : requests;
  const cartAnswer: ModelEvent[] =
    context.queue.length === 0 ? [{ type: 'cart.itemAdded', productId: 1 }] : [];
  return [
    ...offered,
    { type: 'wishlist.moveToCart', itemId: 21 },
    ...cartAnswer,
    { type: 'wishlist.reset' },
    ...completionsOf(context),
  ];
}

const transitions = transitionsOf(wishlistMachine, {
  events: (snapshot) => eventsFor(snapshot.context) as WishlistEvent[],
});

const idsOf = (items: WishlistItem[]) => items.map((item) => item.id);
const sortedByPriority = (items: WishlistItem[]) => [...items].sort((a, b) => a.priority - b.priority);

/** The spec's rules, restated independently of the machine, checked on every step of every path. */
function checkWishlistRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as WishlistContext;
  const now = after.context as WishlistContext;
  const running = was.running;
  const output = (event as { output?: unknown }).output;

  // The list is always in priority order.
  expect(idsOf(now.items)).toEqual(idsOf(sortedByPriority(now.items)));
  expect(after.hasTag('busy')).toBe(
    after.matches({ available: 'loading' }) || after.matches({ available: 'working' }),
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
      expect(now.wishlistId).toBe((output as Wishlist).id);
      expect(idsOf(now.items)).toEqual([22, 21]);
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
      expect(emitted).toEqual([
        {
          kind: 'emit',
          event: {
            type: 'wishlist.addFailed',
            productId: (running as { productId: number }).productId,
            message: failure.message,
          },
        },
      ]);
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.done.actor.removeFromWishlist':
      expect(idsOf(now.items)).toEqual(
        idsOf(was.items).filter((id) => id !== (running as { itemId: number }).itemId),
      );
      break;
    case 'xstate.done.actor.removeManyFromWishlist':
      expect(idsOf(now.items)).toEqual(
        idsOf(was.items).filter((id) => !(running as { itemIds: number[] }).itemIds.includes(id)),
      );
      break;
    case 'xstate.done.actor.clearWishlist':
      expect(now.items).toEqual([]);
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
      const item = was.items.find((entry) => entry.id === 21);
      expect(sendsIn(effects, 'cart')).toEqual(
        item
          ? [
              {
                type: 'cart.add',
                productId: item.product.id,
                replyTo: expect.objectContaining({ id: 'wishlist' }),
              },
            ]
          : [],
      );
      expect(now.items).toEqual(was.items);
      break;
    }
    case 'cart.itemAdded': {
      const item = was.items.find((entry) => entry.product.id === 1);
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
      expect(plain(now)).toEqual({ wishlistId: null, items: [], running: null, queue: [] });
      break;
  }
  if (event.type !== 'xstate.error.actor.addToWishlist') expect(emitted).toEqual([]);
  if (!event.type.startsWith('xstate.error.actor.') || event.type === 'xstate.error.actor.addToWishlist') {
    expect(logged).toEqual([]);
  }
  if (event.type !== 'wishlist.moveToCart') expect(sendsIn(effects, 'cart')).toEqual([]);

  // Calls run one at a time, in the order asked (a failed first load forgets everything).
  const settled = event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');
  if (settled && before.matches({ available: 'loading' }) && event.type.startsWith('xstate.error')) {
    expect(after.value).toBe('unloaded');
  } else if (settled && event.type !== 'xstate.error.actor.saveWishlistOrder') {
    expect(plain(now.running)).toEqual(plain(was.queue[0] ?? null));
    expect(plain(now.queue)).toEqual(plain(was.queue.slice(1)));
  }
}

describeModel('wishlist', {
  machine: wishlistMachine,
  transitions: transitions as never,
  start: startWishlist,
  check: checkWishlistRules,
});
