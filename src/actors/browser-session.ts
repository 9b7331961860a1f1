import { type User, userSchema } from '../../contract/auth';
import type { BrowserSession } from '../../machines/app/app.types';
import type { CookieJar, KeyValueStore } from './browser';

/** Spec §3: the cart identity. Path '/', a year (DESIGN §3). */
export const CART_COOKIE = 'cart_id';
/** Spec §3: marks that the cart session step ran. Path '/', no expiry: it ends with the browser session. */
export const SESSION_MARKER_COOKIE = 'session_updated';
/** Spec §3: the legacy local-storage entry that may hold an earlier anonymous cart id. */
export const LEGACY_CART_KEY = 'cart_id';
/** Spec §3: the user's persistent state in local storage. */
export const AUTH_STORAGE_KEY = 'auth';

const CART_COOKIE_DAYS = 365;
const ROOT = { path: '/' };

export function setCartCookie(cookies: CookieJar, cartId: string): void {
  cookies.set(CART_COOKIE, cartId, { ...ROOT, expires: CART_COOKIE_DAYS });
}

export function clearCartCookie(cookies: CookieJar): void {
  cookies.remove(CART_COOKIE, ROOT);
}

export function setSessionMarker(cookies: CookieJar): void {
  cookies.set(SESSION_MARKER_COOKIE, 'true', ROOT);
}

export function clearSessionMarker(cookies: CookieJar): void {
  cookies.remove(SESSION_MARKER_COOKIE, ROOT);
}

/** The cookies and the legacy stored cart id, as the app start needs them. */
export function readBrowserSession(cookies: CookieJar, storage: KeyValueStore): BrowserSession {
  return {
    cartId: cookies.get(CART_COOKIE) || null,
    sessionUpdated: Boolean(cookies.get(SESSION_MARKER_COOKIE)),
    legacyCartId: storage.getItem(LEGACY_CART_KEY) || null,
  };
}

export function removeLegacyCartId(storage: KeyValueStore): void {
  storage.removeItem(LEGACY_CART_KEY);
}

/** Writes `{ user }` (null when logged out) where the next visit reads it. */
export function persistUser(storage: KeyValueStore, user: User | null): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user }));
}

/** The user the last visit kept; anything unreadable counts as nobody (getMe decides anyway). */
export function readStoredUser(storage: KeyValueStore): User | null {
  try {
    const stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: unknown } | null;
    const parsed = userSchema.nullable().safeParse(stored?.user ?? null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
