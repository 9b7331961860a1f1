import type { User } from '../../../contract/auth';
import { authMachine } from '../../../machines/auth/auth.machine';
import { systemIds } from '../../../machines/shared/system';
import { authActions } from '../../../src/actors/auth.actors';
import { AUTH_STORAGE_KEY, CART_COOKIE, SESSION_MARKER_COOKIE } from '../../../src/actors/browser-session';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { createFakeBrowser } from '../utils/fake-browser';
import type { ModelHarness } from '../utils/model-test';
import { recordedActions } from '../utils/recorded-actions';
import { startInSystem } from '../utils/system-harness';

export const ANONYMOUS_CART_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

type AuthStart = { storedUser: User | null; path?: string };

/**
 * Auth with fake calls and the REAL src/actors effects over a fake browser (which starts with an
 * anonymous cart_id, the session marker and the stored user), beside recording cart and the root
 * (through which the wishlist is fetched and reset).
 */
export function startAuth({ storedUser, path = '/profil/ocene' }: AuthStart) {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const fake = createFakeBrowser({
    path,
    cookies: { [CART_COOKIE]: ANONYMOUS_CART_ID, [SESSION_MARKER_COOKIE]: 'true' },
    storage: { [AUTH_STORAGE_KEY]: JSON.stringify({ user: storedUser }) },
  });
  const machine = authMachine.provide({
    actors: {
      login: fakes.logic(),
      register: fakes.logic(),
      logout: fakes.logic(),
      updateCartLastAccess: fakes.logic(),
      createCart: fakes.logic(),
    },
    actions: recordedActions(log, authActions(fake.browser)),
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.auth,
    neighbours: [systemIds.cart, systemIds.app],
    log,
    input: { storedUser },
  });
  const harness: ModelHarness = { subject, log, fakes, errors, stop: () => root.stop() };
  return { ...harness, fake };
}
