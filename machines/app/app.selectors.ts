import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The app start (spec §4) is still deciding which cart this visit uses. */
export const selectIsStarting = (snapshot: AppSnapshot): boolean =>
  !snapshot.matches('ready') && !snapshot.matches('withoutCart');

/** The start could neither find nor create a cart (only logged, spec §8; the next load retries). */
export const selectHasNoCart = (snapshot: AppSnapshot): boolean => snapshot.matches('withoutCart');
