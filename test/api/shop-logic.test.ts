import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { systemIds } from '../../machines/shared/system';
import { SCRIPT_STORAGE_KEY } from '../../src/actors/script.actors';
import { provideShop } from '../../src/lib/shop-logic';
import { createFakeBrowser } from '../machines/utils/fake-browser';
import { recordRequests } from '../msw/request-recorder';
import { createFakeShop, shopHandlers } from '../msw/handlers';
import { mswServer, startMswServer } from '../msw/msw-server';

/*
 * The whole shop as src/lib mounts it (provideShop): each child machine runs with its own real
 * effects, not the machine's unprovided defaults.
 */

startMswServer();
const { seen, answer } = recordRequests();

let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

function startShop() {
  const fake = createFakeBrowser({});
  mswServer.use(...shopHandlers(createFakeShop(), fake.browser.cookies));
  root = createActor(provideShop(fake.browser), {
    input: { auth: { storedUser: null }, script: { remembered: null } },
  }).start();
  return { fake, child: (id: string) => root?.system.get(id) as AnyActorRef };
}

describe('provideShop: the children run with their real effects', () => {
  it('the script switch shows the chosen script and remembers it for the next visit', () => {
    const { fake, child } = startShop();
    child(systemIds.script).send({ type: 'script.choose', script: 'cyrillic' });
    expect(fake.scripts).toContain('cyrillic');
    expect(fake.storage.get(SCRIPT_STORAGE_KEY)).toBe('cyrillic');
  });

  it("the register form's address check asks the server (POST /api/auth/check-user)", async () => {
    const { child } = startShop();
    answer(routes.authCheckUser, () => Response.json({ exists: true }));
    const account = child(systemIds.account);
    account.send({ type: 'account.email.check', email: 'ana@example.rs' });
    await waitFor(account, (snapshot) => snapshot.matches('taken'), { timeout: 5000 });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/check-user', body: { email: 'ana@example.rs' } },
    ]);
  });
});
