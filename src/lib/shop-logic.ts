import { type ActorOptions, type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { accountMachine } from '../../machines/account/account.machine';
import { appMachine } from '../../machines/app/app.machine';
import type { AppInput } from '../../machines/app/app.types';
import { authMachine } from '../../machines/auth/auth.machine';
import { cartMachine } from '../../machines/cart/cart.machine';
import { scriptMachine } from '../../machines/script/script.machine';
import { systemIds } from '../../machines/shared/system';
import { accountActors } from '../actors/account.actors';
import { appActions, appActors } from '../actors/app.actors';
import { authActions, authActors } from '../actors/auth.actors';
import type { Browser } from '../actors/browser';
import { cartActions, cartActors } from '../actors/cart.actors';
import { scriptActions } from '../actors/script.actors';
import { reloadForChunkError } from './chunk-reload';
import { handOver, lateSlot } from './late-logic';

/**
 * A machine that joins the shop from a chunk of its own. A chunk a new build replaced reloads the
 * page once, as a page's chunk does (spec §4); any failure also fails the actor, which the app
 * machine logs.
 */
export const loadPart = (id: string, load: () => Promise<AnyActorLogic>) =>
  fromPromise<void, void>(async ({ system }) => {
    try {
      handOver(system, id, await load());
    } catch (error) {
      reloadForChunkError(error);
      throw error;
    }
  });

/**
 * The whole shop as one actor logic: the app machine with its real effects, and each child
 * machine provided with its own (the wishlist and the checkout are loaded when first needed).
 * src/lib mounts it once under the system id `app`; tests run it over a fake browser.
 */
export function provideShop(browser: Browser) {
  const late = (name: string) => lateSlot(name) as never;
  return appMachine.provide({
    actors: {
      ...appActors(browser),
      script: scriptMachine.provide({ actions: scriptActions(browser) }),
      auth: authMachine.provide({ actors: authActors(browser), actions: authActions(browser) }),
      // Its page flows come with their pages (src/features/account/account-flow.tsx).
      account: accountMachine.provide({
        actors: {
          ...accountActors(),
          resetPassword: late('resetPassword'),
          verifyEmail: late('verifyEmail'),
          forgotPassword: late('forgotPassword'),
          emailVerification: late('emailVerification'),
        },
      }),
      cart: cartMachine.provide({ actors: cartActors(browser), actions: cartActions(browser) }),
      // Each from a chunk of its own, when first needed: the load hands the machine over to the
      // slot the app then spawns by name (machines/app).
      loadWishlist: loadPart(systemIds.wishlist, async () =>
        (await import('./parts/wishlist-part')).wishlistLogic(browser),
      ),
      loadCheckout: loadPart(systemIds.checkout, async () =>
        (await import('./parts/checkout-part')).checkoutLogic(browser),
      ),
      wishlist: late('wishlist'),
      checkout: late('checkout'),
      // Each screen's actor runs the logic its screen hands over (src/lib/use-screen-actor.ts).
      loader: late('loader'),
      form: late('form'),
      myReviews: late('myReviews'),
      myReview: late('myReview'),
      adminSession: late('adminSession'),
      adminOrder: late('adminOrder'),
      adminUpload: late('adminUpload'),
      categoryEditor: late('categoryEditor'),
      paymentCheck: late('paymentCheck'),
      compare: late('compare'),
      recentlyViewed: late('recentlyViewed'),
    },
    actions: appActions(browser),
  });
}

export type ShopLogic = ReturnType<typeof provideShop>;

/** The shop's root actor, under the system id `app` through which auth reaches the wishlist. */
export const createShopActor = (
  browser: Browser,
  { input, inspect }: { input: AppInput; inspect?: ActorOptions<ShopLogic>['inspect'] },
) => createActor(provideShop(browser), { input, systemId: systemIds.app, ...(inspect ? { inspect } : {}) });
