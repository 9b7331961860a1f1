/**
 * What the error page shows (spec §2): a status code, the status message ("Page Not Found" for
 * 404, otherwise "Internal Server Error") and a description; `message` is the error's own text
 * ('Page Not Found: {path}' for a failed route validation, 'Page not found: {path}' for an
 * unmatched path, which is not fatal).
 */
export type RouteError = {
  statusCode: number;
  statusMessage: string;
  message: string;
  fatal: boolean;
};

/** Spec §4/§8: a route whose validation failed (e.g. an order id that is no id). */
export const routeValidationError = (path: string): RouteError => ({
  statusCode: 404,
  statusMessage: 'Page Not Found',
  message: `Page Not Found: ${path}`,
  fatal: true,
});

/** Spec §8: a path no route matches (the fallback page; not fatal). */
export const unmatchedPathError = (path: string): RouteError => ({
  statusCode: 404,
  statusMessage: 'Page Not Found',
  message: `Page not found: ${path}`,
  fatal: false,
});

/** Any other failure (a render error, an /error link without a status). */
export const serverError = (statusCode = 500, message = 'Internal Server Error'): RouteError => ({
  statusCode,
  statusMessage: statusCode === 404 ? 'Page Not Found' : 'Internal Server Error',
  message,
  fatal: true,
});

/** Search engines and link previews get no error page on a render error (spec §2). */
export function isBot(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|preview|bingpreview|lighthouse/i.test(
    userAgent,
  );
}
