import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { Browser } from '../../actors/browser';
import { checkoutActions, checkoutActors } from '../../actors/checkout.actors';

/** The checkout machine with its real effects: the chunk the root loads when the cart page opens. */
export const checkoutLogic = (browser: Browser) =>
  checkoutMachine.provide({ actors: checkoutActors(), actions: checkoutActions(browser) });
