/** Where a login leads when ?redirect names no page of this shop (DESIGN §3). */
export const DEFAULT_RETURN = '/profil';

/**
 * Where a login may send the shopper back to: only a path of this shop, never another origin
 * (`//host` and `/\host` are protocol-relative to a browser), else the profile.
 */
export function safeRedirect(redirect: unknown): string {
  if (typeof redirect !== 'string') return DEFAULT_RETURN;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return DEFAULT_RETURN;
  return redirect;
}

/** The pages a shopper signs in, signs up or recovers a password from: a login never returns to them. */
const ACCOUNT_ENTRY_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'];

/**
 * The login page's address that leads back to `location` (path plus ?query) once signed in:
 * /login?redirect=<the page>. From a page of signing in itself, or with no page to return to, /login.
 */
export function loginAddress(location: string | null): string {
  if (location === null) return '/login';
  const path = location.split('?')[0]!;
  if (ACCOUNT_ENTRY_PAGES.includes(path)) return '/login';
  return `/login?redirect=${encodeURIComponent(location)}`;
}
