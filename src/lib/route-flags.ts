import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';

/**
 * The shop's route patterns in the order its router tries them (src/app/routes.tsx; a test keeps
 * the two in step): the first that matches is the current route, wherever in the app one asks.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/faq',
  '/error',
  '/korpa',
  '/login',
  '/register',
  '/kontakt',
  '/profil',
  '/profil/ocene',
  '/profil/lista-zelja',
  '/profil/istorija-kupovine',
  '/profil/istorija-kupovine/:orderId',
  '/proizvod/404',
  '/proizvod/:slug',
  '/proizvodi',
  '/proizvodi/pretraga',
  '/proizvodi/:slug',
  '/akcija',
  '/verification',
  '/verify-email',
  '/kako-kupovati',
  '/reset-password',
  '/forgot-password',
  '/uslovi-koriscenja',
  '/politika-privatnosti',
  '/potvrdjena-kupovina',
  '/uporedi',
  '/admin',
  '/*',
] as const;

type Parser = Parameters<typeof matchRoute>[0];

/** The route parameters of the route that `path` shows (the first pattern that matches). */
export function routeParamsOf(parser: Parser, path: string): Record<string, string | undefined> {
  for (const pattern of ROUTE_PATTERNS) {
    const [matched, params] = matchRoute(parser, pattern, path);
    if (matched) return (params ?? {}) as Record<string, string | undefined>;
  }
  return {};
}

/** Spec §2: the search page is the one with query parameter q. */
export const isSearchPage = (search: string): boolean => new URLSearchParams(search).has('q');

/** Spec §2's search flag, app-wide (the header reads it outside any route). */
export const useIsSearchPage = (): boolean => isSearchPage(useSearch());

/**
 * The current route's slug parameter, app-wide; null on a route without one. Spec §2's category
 * flag is its presence (the category menu reads the slug itself).
 */
export function useRouteSlug(): string | null {
  const [path] = useLocation();
  return routeParamsOf(useRouter().parser, path).slug ?? null;
}
