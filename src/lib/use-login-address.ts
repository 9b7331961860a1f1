import { useLocation, useSearch } from 'wouter';
import { loginAddress } from '../../machines/auth/auth.redirect';

/** This page's address within the shop: its path, and its ?query when it has one. */
export function useCurrentAddress(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/** The login page's address that brings the shopper back to this page (path and ?query) once signed in. */
export function useLoginAddress(): string {
  return loginAddress(useCurrentAddress());
}

/**
 * On a page of signing in or up, the login link passes on the page the shopper came to sign in
 * for (its own ?redirect), or none.
 */
export function usePassedOnLoginAddress(): string {
  return loginAddress(new URLSearchParams(useSearch()).get('redirect'));
}

/** `path` with the ?redirect this page was opened with passed on, or `path` alone without one. */
export function usePassedOnRedirect(path: string): string {
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
