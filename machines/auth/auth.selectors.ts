import type { User } from '../../contract/auth';
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** The signed-in user, or null. */
export const selectUser = (snapshot: AuthSnapshot): User | null => snapshot.context.user;

/** Spec §3: isLoggedIn is true whenever a user is set (also the stored one, before getMe answered). */
export const selectIsLoggedIn = (snapshot: AuthSnapshot): boolean => snapshot.context.user !== null;

/** Spec §6: a verified user also has a wishlist. */
export const selectIsVerified = (snapshot: AuthSnapshot): boolean =>
  snapshot.context.user?.isVerified === true;

/**
 * Spec §3 "hydrated": the user is known for this visit (getMe answered). Guards wait for it, so a
 * stale stored user neither opens /profil nor bounces a signed-in one to /login.
 */
export const selectIsHydrated = (snapshot: AuthSnapshot): boolean => !snapshot.matches('restoring');

/** A login, registration or logout is on its way (forms disable their buttons). */
export const selectIsAuthBusy = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('busy');
