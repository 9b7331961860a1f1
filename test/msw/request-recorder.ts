import { beforeEach } from 'vitest';
import type { Route } from '../../contract/routes';
import type { ApiError } from '../../src/api/api-error';
import { handle } from './handle';
import { mswServer } from './msw-server';

/** A request an answered route received: its query string only when recorded `withSearch`. */
export type SeenRequest = { method: string; path: string; search?: string; body: unknown };

/**
 * Records what the routes given to `answer` receive (method, path, JSON body and, `withSearch`, the
 * query string), emptied before each test, so a test can compare the requests exactly.
 */
export function recordRequests({ withSearch = false } = {}) {
  const seen: SeenRequest[] = [];
  beforeEach(() => {
    seen.length = 0;
  });
  const answer = (route: Route, respond: () => Response) =>
    mswServer.use(
      handle(route, async ({ request }) => {
        const url = new URL(request.url);
        const text = await request.text();
        seen.push({
          method: request.method,
          path: url.pathname,
          ...(withSearch ? { search: url.search } : {}),
          body: text === '' ? undefined : JSON.parse(text),
        });
        return respond();
      }),
    );
  return { seen, answer };
}

/** The error `promise` is rejected with; fails the test when it resolves. */
export const rejectionOf = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to be rejected');
    },
    (error: unknown) => error as ApiError,
  );
