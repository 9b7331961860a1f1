import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { isProfilePath } from '../../../src/actors/auth.actors';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { settle } from '../utils/fake-actors';
import { startAuth } from './auth.harness';

const ana: User = {
  id: 7,
  cartId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'ana@example.rs',
  isVerified: true,
  firstName: 'Ana',
  lastName: 'Anić',
};

async function signedIn(path: string) {
  const auth = startAuth({ storedUser: ana, path });
  auth.subject.send({ type: 'auth.userLoaded', user: ana });
  await settle();
  return auth;
}

describe('auth: session expiry (spec §4, §8)', () => {
  it('ten session expiries at once log the user out once and show one toast', async () => {
    const auth = await signedIn('/profil/lista-zelja');
    for (let i = 0; i < 10; i++) auth.subject.send({ type: 'auth.sessionExpired' });
    await settle();
    await auth.fakes.resolve('logout', { success: true });
    await auth.fakes.resolve('createCart', '7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1');
    expect(invokesIn(auth.log.entries, 'logout')).toHaveLength(1);
    expect(auth.fake.toasts).toEqual([
      { kind: 'warning', title: 'Sesija istekla!', text: 'Molimo Vas ulogujte se ponovo.', durationMs: 5000 },
    ]);
    expect(auth.fake.navigations).toEqual(['/']);
    expect(auth.subject.getSnapshot().context.user).toBeNull();
    auth.stop();
  });

  it('a session expiry on a page outside /profil leaves the shopper where they are', async () => {
    const auth = await signedIn('/proizvodi/frizideri');
    auth.subject.send({ type: 'auth.sessionExpired' });
    await settle();
    expect(auth.fake.navigations).toEqual([]);
    expect(auth.fake.toasts).toHaveLength(1);
    auth.stop();
  });

  it('a session expiry while nobody is signed in changes nothing (no repeats after the logout)', async () => {
    const auth = startAuth({ storedUser: null, path: '/profil' });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.sessionExpired' });
    await settle();
    expect(auth.fake.toasts).toEqual([]);
    expect(invokesIn(auth.log.entries, 'logout')).toEqual([]);
    auth.stop();
  });

  it('the profile area is /profil and every path under it', () => {
    expect(['/profil', '/profil/ocene', '/profil/istorija-kupovine/abc'].every(isProfilePath)).toBe(true);
    expect(['/', '/profili', '/proizvodi', '/korpa'].some(isProfilePath)).toBe(false);
  });
});

describe('auth: login (spec §4)', () => {
  it('login sets the user, clears session_updated, adopts the account cart, updates last access, then re-fetches the cart', async () => {
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({
      type: 'auth.login.submit',
      credentials: { email: ana.email, password: 'tajna-lozinka' },
    });
    await settle();
    expect(invokesIn(auth.log.entries, 'login')).toEqual([{ email: ana.email, password: 'tajna-lozinka' }]);
    await auth.fakes.resolve('login', ana);
    expect(auth.fake.cookie('session_updated')).toBeUndefined();
    expect(auth.fake.cookie('cart_id')).toBe(ana.cartId);
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([]);
    await auth.fakes.resolve('updateCartLastAccess', { success: true });
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([{ type: 'cart.fetch' }]);
    expect(sendsIn(auth.log.entries, 'wishlist')).toEqual([{ type: 'wishlist.fetch' }]);
    expect(auth.fake.stored('auth')).toEqual({ user: ana });
    expect(actionsIn(auth.log.entries, 'showToast')).toEqual([]);
    auth.stop();
  });
});
