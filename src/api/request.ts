import type { RouteAnswer, RouteBody } from '../../contract/route-schemas';
import { type Route, type RouteName, pathOf } from '../../contract/routes';
import type { Toast } from '../../machines/shared/toast';
import { expireSessionOnce, showApiToast } from './api-effects';
import { ApiError, NETWORK_ERROR_TEXT, apiErrorFrom, hasErrorField } from './api-error';
import { SITE_ROOT } from './client';
import { checkAnswer } from './answer-check';
import { rememberBrands } from './known-brands';

/** Spec §8: the answer to HTTP 429. */
export const RATE_LIMITED_TOAST: Toast = {
  kind: 'warning',
  title: 'Previše aktivnosti!',
  text: 'Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.',
  durationMs: 5000,
};

export { type ApiEffects, configureApi } from './api-effects';

/** What one call of a route sends, and how it reads the answer. */
export type CallArgs<N extends RouteName> = {
  /** The values of the route's `:name` path parameters. */
  params?: Record<string, string | number>;
  /** The query string; keys whose value is undefined are left out. */
  query?: Record<string, string | undefined>;
  body?: RouteBody<N>;
  /** Spec §7: register, login, generate-reset-pass and request-verify-email accept any status below 500 and read `error` from the body. */
  acceptBelow500?: boolean;
  /** Spec §5: an answer carrying an `error` field is rejected with that text, whatever its status. */
  rejectErrorField?: boolean;
};

function urlOf(route: Route, args: CallArgs<RouteName>): string {
  const url = new URL(pathOf(route, args.params), SITE_ROOT);
  for (const [key, value] of Object.entries(args.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** The answer's body: JSON when it is JSON, else its text (a proxy's error page), else nothing. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(route: Route, args: CallArgs<RouteName>): Promise<{ status: number; data: unknown }> {
  try {
    const hasBody = args.body !== undefined;
    const response = await fetch(urlOf(route, args), {
      method: route.method,
      credentials: 'include',
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      ...(hasBody ? { body: JSON.stringify(args.body) } : {}),
    });
    const data = await bodyOf(response);
    rememberBrands(data);
    return { status: response.status, data };
  } catch (failure) {
    throw new ApiError(NETWORK_ERROR_TEXT, 0, undefined, failure);
  }
}

const isSessionExpiry = (status: number, data: unknown) =>
  status === 401 &&
  typeof data === 'object' &&
  (data as { shouldLogin?: unknown } | null)?.shouldLogin === true;

/**
 * One call of a route of the contract with spec §8 applied: 429 shows the rate-limit toast and still
 * rejects; 401 with shouldLogin expires the session (once however many calls fail together) and
 * resolves with no data (`undefined`); every other failure rejects with an ApiError carrying the
 * server's text.
 */
export async function sessionCall<N extends RouteName>(
  route: Route<N>,
  args: CallArgs<N> = {},
): Promise<RouteAnswer<N> | undefined> {
  const { status, data } = await send(route, args as CallArgs<RouteName>);
  if (status === 429) {
    showApiToast(RATE_LIMITED_TOAST);
    throw apiErrorFrom(status, data);
  }
  if (isSessionExpiry(status, data)) {
    expireSessionOnce();
    return undefined;
  }
  const accepted = args.acceptBelow500 ? status < 500 : status >= 200 && status < 300;
  if (!accepted) throw apiErrorFrom(status, data);
  if ((args.acceptBelow500 || args.rejectErrorField) && hasErrorField(data)) throw apiErrorFrom(status, data);
  return (await checkAnswer(route.name, status, data)) as RouteAnswer<N>;
}

/**
 * A call of a route that never asks for a login, so it never meets a 401 with shouldLogin: its data
 * is always there. Should the server answer one anyway, the logout still happens and the caller
 * gets an ApiError, since there is no data of the promised type to resolve with.
 */
export async function call<N extends RouteName>(
  route: Route<N>,
  args: CallArgs<N> = {},
): Promise<RouteAnswer<N>> {
  const data = await sessionCall(route, args);
  if (data === undefined) throw new ApiError('Sesija je istekla.', 401, 'UNAUTHORIZED');
  return data;
}
