import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SITE_ROOT } from '../../src/api/client';

/** One msw server for a test file; strict: a request nobody answers fails the test. */
export const mswServer = setupServer();

/** The absolute URL msw matches for a path of the API (the client's base is the site root). */
export const apiUrl = (path: string) => `${SITE_ROOT}${path}`;

/** Starts the server for the file's tests and forgets per-test handlers after each. */
export function startMswServer(): void {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
}
