import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import type { Browser } from '../../actors/browser';
import { wishlistActions, wishlistActors } from '../../actors/wishlist.actors';

/** The wishlist machine with its real effects: the chunk the root loads for a verified user. */
export const wishlistLogic = (browser: Browser) =>
  wishlistMachine.provide({ actors: wishlistActors(), actions: wishlistActions(browser) });
