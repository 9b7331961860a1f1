import redaxios from 'redaxios';

/**
 * The site root the API lives under. redaxios joins `baseURL + '/' + path`, so a base of '/' would
 * turn '/api/cart' into the protocol-relative '//api/cart' (host "api"); the page's own origin is
 * the same root without that trap. Node (tests) has no location: there the root is localhost.
 */
export const SITE_ROOT: string = globalThis.location?.origin ?? 'http://localhost';

/** The one HTTP client: the site root as base URL, cookies always sent. */
export const http = redaxios.create({ baseURL: SITE_ROOT, withCredentials: true });
