import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wishlistItems, wishlists } from '../../../db/schema';
import { addProductToWishlist } from '../../../wishlist/add-item';
import { ensureDefaultWishlist } from '../../../wishlist/default-wishlist';
import { requireOwnWishlist } from '../../../wishlist/own-wishlist';
import { reorderWishlist } from '../../../wishlist/reorder';
import { wishlistItemNotFound } from '../../../wishlist/wishlist-errors';
import { loadWishlist } from '../../../wishlist/wishlist-view';
import { endpoint } from '../../endpoint';

/** The caller's items among the given ids; other users' ids select nothing. */
const ownItems = (userId: number, itemIds: number[]) =>
  and(
    inArray(wishlistItems.id, itemIds),
    inArray(
      wishlistItems.wishlistId,
      sql`(select ${wishlists.id} from ${wishlists} where ${wishlists.userId} = ${userId})`,
    ),
  );

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only verified users have a wishlist (spec §6); checked before the body, so that a signed-out
  // caller always learns to log in (401 shouldLogin) and an unverified one gets 403 NOT_VERIFIED.
  app.addHook('onRequest', async (request) => {
    await request.requireVerifiedUser('Potvrdite svoju e-adresu da biste koristili listu želja.');
  });

  app.route({
    ...endpoint('wishlistCreate'),
    handler: async (request, reply) => {
      const user = await request.requireVerifiedUser();
      const { wishlist, created } = await ensureDefaultWishlist(app.db, user.id);
      return reply.status(created ? 201 : 200).send({ wishlistId: wishlist.id });
    },
  });

  app.route({
    ...endpoint('wishlistDefault'),
    handler: async (request) => {
      const user = await request.requireVerifiedUser();
      const { wishlist } = await ensureDefaultWishlist(app.db, user.id);
      return loadWishlist(app.db, wishlist);
    },
  });

  app.route({
    ...endpoint('wishlistAddItem'),
    handler: async (request, reply) => {
      const user = await request.requireVerifiedUser();
      const { wishlistId, productId } = request.body;
      const item = await addProductToWishlist(app.db, user.id, wishlistId, productId);
      return reply.status(201).send(item);
    },
  });

  app.route({
    ...endpoint('wishlistRemoveItem'),
    handler: async (request) => {
      const user = await request.requireVerifiedUser();
      const removed = await app.db
        .delete(wishlistItems)
        .where(ownItems(user.id, [request.params.itemId]))
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) throw wishlistItemNotFound();
      return { success: true as const };
    },
  });

  app.route({
    ...endpoint('wishlistRemoveItems'),
    handler: async (request) => {
      const user = await request.requireVerifiedUser();
      const removed = await app.db
        .delete(wishlistItems)
        .where(ownItems(user.id, request.body.wishlistItemIds))
        .returning({ id: wishlistItems.id });
      return { removed: removed.length };
    },
  });

  app.route({
    ...endpoint('wishlistClear'),
    handler: async (request) => {
      const user = await request.requireVerifiedUser();
      const wishlist = await requireOwnWishlist(app.db, user.id, request.params.wishlistId);
      await app.db.delete(wishlistItems).where(eq(wishlistItems.wishlistId, wishlist.id));
      return { success: true as const };
    },
  });

  app.route({
    ...endpoint('wishlistPriority'),
    handler: async (request) => {
      const user = await request.requireVerifiedUser();
      const wishlist = await reorderWishlist(
        app.db,
        user.id,
        request.params.wishlistId,
        request.body.updatedList,
      );
      return loadWishlist(app.db, wishlist);
    },
  });
};

export default wishlistRoutes;
