import redaxios, { type Response as RedaxiosResponse } from 'redaxios';
import type { RouteAnswer, RouteBody } from '../../contract/route-schemas';
import { type Route, type RouteName, pathOf } from '../../contract/routes';
import type { Toast } from '../../machines/shared/toast';
import { expireSessionOnce, showApiToast } from './api-effects';
import { ApiError, NETWORK_ERROR_TEXT, apiErrorFrom, hasErrorField } from './api-error';
import { acceptLanguage } from './call-script';
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

/** Spec §7: register, login and the two mail requests take any answer below 500 as an answer. */
const belowServerError = (status: number) => status < 500;
const successful = (status: number) => status >= 200 && status < 300;

/** The design card's HTTP client: the page's cookies go with every call. */
const http = redaxios.create({ withCredentials: true });

/** The server rendering a page answers the calls itself (server/pages/inject-fetch.ts). */
let serverFetch: typeof fetch | undefined;

/** On the server: every call goes to `fetch` instead of the network. */
export function answerCallsWith(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

type Answer = { ok: boolean; status: number; data: unknown };

/** Whether redaxios rejected with an answer (a status it was told not to accept) or a failure. */
const isAnswer = (value: unknown): value is RedaxiosResponse<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'config' in value &&
  typeof (value as { status?: unknown }).status === 'number';

/** An empty body (204, a proxy's bare answer) is no data; a text that is not JSON stays text. */
const dataOf = (response: RedaxiosResponse<unknown>) => (response.data === '' ? undefined : response.data);

async function send(route: Route, args: CallArgs<RouteName>): Promise<Answer> {
  let response: RedaxiosResponse<unknown>;
  let ok = true;
  try {
    response = await http(urlOf(route, args), {
      method: route.method,
      data: args.body,
      headers: { 'Accept-Language': acceptLanguage() },
      validateStatus: args.acceptBelow500 ? belowServerError : successful,
      ...(serverFetch ? { fetch: serverFetch } : {}),
    });
  } catch (failure) {
    if (!isAnswer(failure)) throw new ApiError(NETWORK_ERROR_TEXT, 0, undefined, failure);
    response = failure;
    ok = false;
  }
  const data = dataOf(response);
  rememberBrands(data);
  return { ok, status: response.status, data };
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
  const { ok, status, data } = await send(route, args as CallArgs<RouteName>);
  if (status === 429) {
    showApiToast(RATE_LIMITED_TOAST);
    throw apiErrorFrom(status, data);
  }
  if (isSessionExpiry(status, data)) {
    expireSessionOnce();
    return undefined;
  }
  if (!ok) throw apiErrorFrom(status, data);
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
