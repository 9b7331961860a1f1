import { type ReactNode, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoading } from '../components/ui/status';
import { useIsAuthHydrated, useIsLoggedIn } from '../lib/shop-selectors';

/**
 * DESIGN §3 login guard: a user already signed in when they arrive at /login, /register or
 * /reset-password is sent to /profil. Signing in on the page itself is the page's success: the
 * page then leads on (login back to ?redirect, register to /verification).
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const hydrated = useIsAuthHydrated();
  const loggedIn = useIsLoggedIn();
  const signedInOnArrival = useRef<boolean | null>(null);
  if (hydrated && signedInOnArrival.current === null) signedInOnArrival.current = loggedIn;
  if (signedInOnArrival.current) return <Redirect to="/profil" replace />;
  if (!hydrated) return <PageLoading />;
  return <>{children}</>;
}

/** DESIGN §3 profile guard: an anonymous visitor goes to /login?redirect=<path> and comes back after. */
export function ProfileGuard({ children }: { children: ReactNode }) {
  const hydrated = useIsAuthHydrated();
  const loggedIn = useIsLoggedIn();
  const [path] = useLocation();
  const search = useSearch();
  if (!hydrated) return <PageLoading />;
  if (!loggedIn) {
    const back = search ? `${path}?${search}` : path;
    return <Redirect to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}

/** DESIGN §3 verify-email guard: /verify-email without a token goes to /. */
export function VerifyEmailGuard({ children }: { children: ReactNode }) {
  const token = new URLSearchParams(useSearch()).get('token');
  if (!token) return <Redirect to="/" replace />;
  return <>{children}</>;
}

/**
 * Where a login may send the shopper back to: only a path of this shop (never another origin),
 * else the profile.
 */
export function safeRedirect(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/profil';
  return redirect;
}
