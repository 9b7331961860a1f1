import { createActor, fromCallback } from 'xstate';
import type { User } from '../../../contract/auth';
import { appMachine } from '../../../machines/app/app.machine';
import type { BrowserSession } from '../../../machines/app/app.types';
import { systemIds } from '../../../machines/shared/system';
import { appActions } from '../../../src/actors/app.actors';
import { lateSlot } from '../../../src/lib/late-logic';
import { CART_COOKIE, LEGACY_CART_KEY, SESSION_MARKER_COOKIE } from '../../../src/actors/browser-session';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { createFakeBrowser, type FakeBrowser } from '../utils/fake-browser';
import type { ModelHarness } from '../utils/model-test';
import { recordedActions } from '../utils/recorded-actions';

/** A child machine's stand-in: whatever the app sends it lands in the log as a 'send' effect. */
export const recorder = (name: string, log: EffectLog) =>
  fromCallback(({ receive }) => {
    receive((event) => log.push({ kind: 'send', to: name, event }));
  });

/** Makes the fake browser hold what `readBrowserSession` answers, so effects act on that state. */
export function seedBrowser(fake: FakeBrowser, session: BrowserSession): void {
  fake.cookies.clear();
  fake.storage.delete(LEGACY_CART_KEY);
  if (session.cartId)
    fake.cookies.set(CART_COOKIE, { value: session.cartId, options: { path: '/', expires: 365 } });
  if (session.sessionUpdated)
    fake.cookies.set(SESSION_MARKER_COOKIE, { value: 'true', options: { path: '/' } });
  if (session.legacyCartId) fake.storage.set(LEGACY_CART_KEY, session.legacyCartId);
}

/** The app with fake calls, recording children, and the REAL src/actors effects on a fake browser. */
export function startApp({ storedUser = null }: { storedUser?: User | null } = {}) {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const fake = createFakeBrowser();
  const machine = appMachine.provide({
    actors: {
      readBrowserSession: fakes.logic(),
      loadCurrentUser: fakes.logic(),
      updateCartLastAccess: fakes.logic(),
      removeUnavailableItems: fakes.logic(),
      checkCartExists: fakes.logic(),
      createCart: fakes.logic(),
      loadWishlist: fakes.logic(),
      loadCheckout: fakes.logic(),
      // What the loaders bring, spawned by name once they are done, is a recorder too.
      wishlist: recorder(systemIds.wishlist, log) as never,
      checkout: recorder(systemIds.checkout, log) as never,
      // The screens' slots are src/'s own: each runs what its screen handed over (handOver).
      loader: lateSlot('loader') as never,
      form: lateSlot('form') as never,
      myReviews: lateSlot('myReviews') as never,
      myReview: lateSlot('myReview') as never,
      // The children are recorders here: what the app tells them is the app's business.
      auth: recorder(systemIds.auth, log) as never,
      account: recorder(systemIds.account, log) as never,
      cart: recorder(systemIds.cart, log) as never,
      script: recorder(systemIds.script, log) as never,
    },
    actions: recordedActions(log, appActions(fake.browser)),
  });
  const subject = createActor(machine, {
    systemId: systemIds.app,
    input: { auth: { storedUser }, script: { remembered: null } },
  });
  const errors: unknown[] = [];
  subject.subscribe({ error: (error) => errors.push(error) });
  subject.start();
  const harness: ModelHarness = { subject, log, fakes, errors, stop: () => subject.stop() };
  return { ...harness, fake };
}
