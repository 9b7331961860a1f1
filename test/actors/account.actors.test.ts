import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { checkUserResponseSchema } from '../../contract/auth';
import { routes } from '../../contract/routes';
import { accountActors } from '../../src/actors/account.actors';
import { configureApi } from '../../src/api/request';
import { contractJson } from '../msw/contract-responses';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';

/* The account machine's check-user actor over the real src/api client and msw. */

startMswServer();

const { seen, answer } = recordRequests();

beforeEach(() => {
  configureApi({ showToast: () => {}, sessionExpired: vi.fn() });
});

const checkUser = (email: string) =>
  toPromise(createActor(accountActors().checkUser as AnyActorLogic, { input: { email } }).start());

describe('the account machine’s check-user call (spec §7)', () => {
  it('POSTs the input’s e-mail to /api/auth/check-user and resolves with whether the account exists', async () => {
    answer(routes.authCheckUser, () => contractJson(checkUserResponseSchema, { exists: true }));
    await expect(checkUser('ana@example.rs')).resolves.toBe(true);
    answer(routes.authCheckUser, () => contractJson(checkUserResponseSchema, { exists: false }));
    await expect(checkUser('nova@example.rs')).resolves.toBe(false);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/check-user', body: { email: 'ana@example.rs' } },
      { method: 'POST', path: '/api/auth/check-user', body: { email: 'nova@example.rs' } },
    ]);
  });
});
