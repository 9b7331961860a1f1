import { accountMachine } from '../../machines/account/account.machine';
import { appMachine } from '../../machines/app/app.machine';
import { authMachine } from '../../machines/auth/auth.machine';
import { cartMachine } from '../../machines/cart/cart.machine';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { scriptMachine } from '../../machines/script/script.machine';
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { accountActors } from '../actors/account.actors';
import { appActions, appActors } from '../actors/app.actors';
import { authActions, authActors } from '../actors/auth.actors';
import type { Browser } from '../actors/browser';
import { cartActions, cartActors } from '../actors/cart.actors';
import { checkoutActions, checkoutActors } from '../actors/checkout.actors';
import { scriptActions } from '../actors/script.actors';
import { wishlistActions, wishlistActors } from '../actors/wishlist.actors';

/**
 * The whole shop as one actor logic: the app machine with its real effects, and each child
 * machine provided with its own. src/lib mounts it once; tests run it over a fake browser.
 */
export function provideShop(browser: Browser) {
  return appMachine.provide({
    actors: {
      ...appActors(browser),
      script: scriptMachine.provide({ actions: scriptActions(browser) }),
      auth: authMachine.provide({ actors: authActors(browser), actions: authActions(browser) }),
      account: accountMachine.provide({ actors: accountActors() }),
      cart: cartMachine.provide({ actors: cartActors(browser), actions: cartActions(browser) }),
      checkout: checkoutMachine.provide({
        actors: checkoutActors(),
        actions: checkoutActions(browser),
      }),
      wishlist: wishlistMachine.provide({ actors: wishlistActors(), actions: wishlistActions(browser) }),
    },
    actions: appActions(browser),
  });
}

export type ShopLogic = ReturnType<typeof provideShop>;
