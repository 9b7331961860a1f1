import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { successSchema } from '../../contract/errors';
import { routes } from '../../contract/routes';
import {
  createWishlistResponseSchema,
  removeWishlistItemsResponseSchema,
  wishlistItemSchema,
  wishlistSchema,
} from '../../contract/wishlist';
import { wishlistActions, wishlistActors } from '../../src/actors/wishlist.actors';
import { ApiError } from '../../src/api/api-error';
import { configureApi } from '../../src/api/request';
import { createFakeBrowser } from '../machines/utils/fake-browser';
import { contractJson, errorJson, sessionExpiredJson } from '../msw/contract-responses';
import { aProduct, aWishlist } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { recordRequests, rejectionOf } from '../msw/request-recorder';

/*
 * The wishlist machine's actors over the real src/api client and msw: the request each sends, what
 * it resolves with, a missing default wishlist read as null, and spec §8: after the session expired
 * the session-bound calls give the machine no answer at all.
 */

startMswServer();

const { seen, answer } = recordRequests();
let sessionExpired: ReturnType<typeof vi.fn<() => unknown>>;

beforeEach(() => {
  sessionExpired = vi.fn<() => unknown>();
  configureApi({ showToast: () => {}, sessionExpired });
});

type ActorName = keyof ReturnType<typeof wishlistActors>;
const start = (name: ActorName, input?: unknown) =>
  createActor(wishlistActors()[name] as AnyActorLogic, { input }).start();
const run = (name: ActorName, input?: unknown) => toPromise(start(name, input));

const wishItem = { id: 31, wishlistId: 3, product: aProduct({ id: 4 }), priority: 1 };
const ok = () => contractJson(successSchema, { success: true });

describe('the wishlist actors’ requests and answers (spec §7)', () => {
  it('fetchWishlist: GET /api/wishlist/default resolves with the default wishlist', async () => {
    const wishlist = aWishlist({ wishlistItems: [wishItem] });
    answer(routes.wishlistDefault, () => contractJson(wishlistSchema, wishlist));
    await expect(run('fetchWishlist')).resolves.toEqual(wishlist);
    expect(seen).toEqual([{ method: 'GET', path: '/api/wishlist/default', body: undefined }]);
  });

  it('createWishlist: POST /api/wishlist/create resolves with the new wishlist’s id', async () => {
    answer(routes.wishlistCreate, () => contractJson(createWishlistResponseSchema, { wishlistId: 3 }, 201));
    await expect(run('createWishlist')).resolves.toBe(3);
    expect(seen).toEqual([{ method: 'POST', path: '/api/wishlist/create', body: undefined }]);
  });

  it('addToWishlist: POST /api/wishlist/add-item/product with the wishlist and product resolves with the item', async () => {
    answer(routes.wishlistAddItem, () => contractJson(wishlistItemSchema, wishItem, 201));
    await expect(run('addToWishlist', { wishlistId: 3, productId: 4 })).resolves.toEqual(wishItem);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/wishlist/add-item/product', body: { wishlistId: 3, productId: 4 } },
    ]);
  });

  it('removeFromWishlist: DELETE /api/wishlist/remove-item/{itemId} of the input’s item', async () => {
    answer(routes.wishlistRemoveItem, ok);
    await expect(run('removeFromWishlist', { itemId: 31 })).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/wishlist/remove-item/31', body: undefined }]);
  });

  it('removeManyFromWishlist: DELETE /api/wishlist/remove-items with the item ids resolves with the count', async () => {
    answer(routes.wishlistRemoveItems, () => contractJson(removeWishlistItemsResponseSchema, { removed: 2 }));
    await expect(run('removeManyFromWishlist', { itemIds: [31, 32] })).resolves.toBe(2);
    expect(seen).toEqual([
      { method: 'DELETE', path: '/api/wishlist/remove-items', body: { wishlistItemIds: [31, 32] } },
    ]);
  });

  it('clearWishlist: DELETE /api/wishlist/clear/{wishlistId} of the input’s wishlist', async () => {
    answer(routes.wishlistClear, ok);
    await expect(run('clearWishlist', { wishlistId: 3 })).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/wishlist/clear/3', body: undefined }]);
  });

  it('saveWishlistOrder: PUT /api/wishlist/priority/{wishlistId} with the new list resolves with the wishlist', async () => {
    const updatedList = [
      { productId: 4, newPriority: 1 },
      { productId: 5, newPriority: 2 },
    ];
    const wishlist = aWishlist({ wishlistItems: [wishItem] });
    answer(routes.wishlistPriority, () => contractJson(wishlistSchema, wishlist));
    await expect(run('saveWishlistOrder', { wishlistId: 3, updatedList })).resolves.toEqual(wishlist);
    expect(seen).toEqual([{ method: 'PUT', path: '/api/wishlist/priority/3', body: { updatedList } }]);
  });
});

describe('a default wishlist the server does not have', () => {
  it('fetchWishlist resolves with null on a 404, so the machine creates one', async () => {
    mswServer.use(
      handle(routes.wishlistDefault, () =>
        errorJson(404, { error: 'Lista želja nije pronađena.', code: 'NOT_FOUND' }),
      ),
    );
    const actor = start('fetchWishlist');
    // Polled, not awaited: a 404 read as "no answer" would leave the actor pending for ever.
    await vi.waitFor(() => expect(actor.getSnapshot().status).not.toBe('active'));
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: null });
  });

  it('fetchWishlist rejects with any other refusal, as the server gave it', async () => {
    mswServer.use(
      handle(routes.wishlistDefault, () =>
        errorJson(403, { error: 'Potvrdite e-adresu.', code: 'NOT_VERIFIED' }),
      ),
    );
    const error = await rejectionOf(run('fetchWishlist'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Potvrdite e-adresu.', status: 403, code: 'NOT_VERIFIED' });
  });

  it('fetchWishlist rejects with a network failure (not read as a missing wishlist)', async () => {
    mswServer.use(handle(routes.wishlistDefault, () => HttpResponse.error()));
    expect(await rejectionOf(run('fetchWishlist'))).toMatchObject({ status: 0 });
  });
});

describe('the wishlist actors after the session expired (spec §8)', () => {
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

  it.each([
    ['fetchWishlist', routes.wishlistDefault, undefined],
    ['createWishlist', routes.wishlistCreate, undefined],
    ['addToWishlist', routes.wishlistAddItem, { wishlistId: 3, productId: 4 }],
    ['removeManyFromWishlist', routes.wishlistRemoveItems, { itemIds: [31] }],
    ['saveWishlistOrder', routes.wishlistPriority, { wishlistId: 3, updatedList: [] }],
  ] as const)(
    '%s gives the machine no answer while the user is logged out, until it is stopped',
    async (name, route, input) => {
      mswServer.use(handle(route, sessionExpiredJson));
      const actor = start(name, input);
      await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
      await aMoment();
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
      expect(actor.getSnapshot().status).toBe('stopped');
    },
  );

  it.each([
    ['removeFromWishlist', routes.wishlistRemoveItem, { itemId: 31 }],
    ['clearWishlist', routes.wishlistClear, { wishlistId: 3 }],
  ] as const)('%s resolves with nothing, so the removal it stood for ends', async (name, route, input) => {
    mswServer.use(handle(route, sessionExpiredJson));
    await expect(run(name, input)).resolves.toBeUndefined();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('the wishlist machine’s effects', () => {
  it('logError logs the failure’s message with its error', () => {
    const fake = createFakeBrowser();
    const error = new Error('mreža');
    const logError = wishlistActions(fake.browser).logError as (args: unknown, params: unknown) => void;
    logError({}, { message: 'Učitavanje liste želja nije uspelo', error });
    expect(fake.errors).toEqual([{ message: 'Učitavanje liste želja nije uspelo', error }]);
  });
});
