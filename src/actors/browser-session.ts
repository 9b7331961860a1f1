import type { User } from '../../contract/auth';
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

/**
 * What `userSchema` (contract/auth.ts) accepts, written out: the app start reads the stored user
 * before zod is loaded (it is not in the entry chunk). An object with exactly these fields, each of
 * its type (`id` a safe integer, as z.int()); other fields are dropped, as z.object() drops them.
 * test/actors/stored-user.test.ts holds it to the schema.
 */
function storedUserOf(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, cartId, email, isVerified, firstName, lastName } = value as Record<string, unknown>;
  if (
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    (cartId !== null && typeof cartId !== 'string') ||
    typeof email !== 'string' ||
    typeof isVerified !== 'boolean' ||
    typeof firstName !== 'string' ||
    typeof lastName !== 'string'
  )
    return null;
  return { id, cartId, email, isVerified, firstName, lastName };
}

/** The user the last visit kept; anything unreadable counts as nobody (getMe decides anyway). */
export function readStoredUser(storage: KeyValueStore): User | null {
  try {
    const stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: unknown } | null;
    return storedUserOf(stored?.user ?? null);
  } catch {
    return null;
  }
}
