import type { User } from '../../contract/auth';
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';
import { DEFAULT_RETURN, loginAddress } from './auth.redirect';

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

/** The server's text of the last refused login (spec §5), until the next submit. */
export const selectLoginError = (snapshot: AuthSnapshot): string | null => snapshot.context.loginError;

/** The server's text of the last refused registration (spec §5), until the next submit. */
export const selectRegisterError = (snapshot: AuthSnapshot): string | null => snapshot.context.registerError;

/** What a route guard decides: wait for getMe, send the shopper elsewhere, or show the page. */
export type GuardDecision = { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'allow' };

const WAIT: GuardDecision = { kind: 'wait' };
const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * DESIGN §3 login guard (/login, /register, /reset-password): a signed-in user goes to /profil;
 * nobody is let in before getMe answered. A login on /login itself never meets this redirect: the
 * machine navigates away (to ?redirect) in the same step that sets the user.
 */
export const selectLoginGuard = (snapshot: AuthSnapshot): GuardDecision => {
  if (!selectIsHydrated(snapshot)) return WAIT;
  return selectIsLoggedIn(snapshot) ? { kind: 'redirect', to: DEFAULT_RETURN } : ALLOW;
};

/**
 * DESIGN §3 profile guard (/profil…): an anonymous visitor goes to /login?redirect=<the page>
 * (`location`: path plus ?query), to come back after signing in; nobody is let in before getMe.
 */
export const selectProfileGuard = (snapshot: AuthSnapshot, location: string): GuardDecision => {
  if (!selectIsHydrated(snapshot)) return WAIT;
  if (selectIsLoggedIn(snapshot)) return ALLOW;
  return { kind: 'redirect', to: loginAddress(location) };
};
