/**
 * The site root the API lives under: the page's own origin. Node (tests) has no location: there the
 * root is localhost.
 */
export const SITE_ROOT: string = globalThis.location?.origin ?? 'http://localhost';
