import { useLocation, useSearch } from 'wouter';
import { loginAddress } from '../../machines/auth/auth.redirect';

/** The login page's address that brings the shopper back to this page (path and ?query) once signed in. */
export function useLoginAddress(): string {
  const [path] = useLocation();
  const search = useSearch();
  return loginAddress(search ? `${path}?${search}` : path);
}

/**
 * On a page of signing in or up, the login link passes on the page the shopper came to sign in
 * for (its own ?redirect), or none.
 */
export function usePassedOnLoginAddress(): string {
  return loginAddress(new URLSearchParams(useSearch()).get('redirect'));
}
