import type { SnapshotFrom } from 'xstate';
import type { miniCartMachine } from './mini-cart.machine';
import type { AddedLine } from './mini-cart.types';

type MiniCartSnapshot = SnapshotFrom<typeof miniCartMachine>;

/** The mini-cart dialog is open. */
export const selectMiniCartOpen = (snapshot: MiniCartSnapshot): boolean => snapshot.matches('open');

/** The add the open mini-cart shows (product id and pieces added), or null when closed. */
export const selectAddedLine = (snapshot: MiniCartSnapshot): AddedLine | null => snapshot.context.added;
