import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SITE_ROOT } from '../../src/api/client';

/** One msw server for a test file; strict: a request nobody answers fails the test. */
export const mswServer = setupServer();

/** The absolute URL msw matches for a path of the API (the client's base is the site root). */
export const apiUrl = (path: string) => `${SITE_ROOT}${path}`;

const offContract: string[] = [];

/** A request a contract-checked fake (handle.ts) refused: the running test fails after it ends. */
export function reportOffContractRequest(problem: string): void {
  offContract.push(problem);
}

/** The refused requests not yet reported, emptied: for a test that sends one on purpose. */
export function takeOffContractRequests(): string[] {
  return offContract.splice(0);
}

/**
 * Starts the server for the file's tests and forgets per-test handlers after each. A test during
 * which the client sent a request off the contract fails, whatever the client made of the 400.
 */
export function startMswServer(): void {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mswServer.resetHandlers();
    const problems = takeOffContractRequests();
    if (problems.length > 0) throw new Error(`requests off the contract:\n${problems.join('\n')}`);
  });
  afterAll(() => mswServer.close());
}
