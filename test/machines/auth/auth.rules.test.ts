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
    expect(sendsIn(auth.log.entries, 'app')).toEqual([{ type: 'app.wishlist.fetch' }]);
    expect(auth.fake.stored('auth')).toEqual({ user: ana });
    expect(actionsIn(auth.log.entries, 'showToast')).toEqual([]);
    auth.stop();
  });
});

const NEW_CART = '7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1';
const form = {
  firstName: 'Ana',
  lastName: 'Anić',
  email: ana.email,
  password: 'tajna-lozinka',
  confirmPassword: 'tajna-lozinka',
  acceptTerms: true as const,
};

describe('auth: getMe decides who is signed in (spec §3 hydrated)', () => {
  it('getMe answering someone else than the stored user signs that user in and stores them', async () => {
    const marko: User = { ...ana, id: 8, email: 'marko@example.rs', firstName: 'Marko' };
    const auth = startAuth({ storedUser: ana });
    auth.subject.send({ type: 'auth.userLoaded', user: marko });
    await settle();
    expect(auth.subject.getSnapshot().value).toBe('loggedIn');
    expect(auth.subject.getSnapshot().context.user).toEqual(marko);
    expect(auth.fake.stored('auth')).toEqual({ user: marko });
    auth.stop();
  });

  it('getMe answering nobody forgets the stored user, here and in storage', async () => {
    const auth = startAuth({ storedUser: ana });
    expect(auth.subject.getSnapshot().context.user).toEqual(ana);
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    await settle();
    expect(auth.subject.getSnapshot().value).toBe('loggedOut');
    expect(auth.subject.getSnapshot().context.user).toBeNull();
    expect(auth.fake.stored('auth')).toEqual({ user: null });
    auth.stop();
  });
});

describe('auth: register (spec §4)', () => {
  it('register sends the form, sets and stores the user, clears session_updated, adopts the account cart and opens /verification', async () => {
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.register.submit', form });
    await settle();
    expect(auth.subject.getSnapshot().hasTag('busy')).toBe(true);
    expect(invokesIn(auth.log.entries, 'register')).toEqual([form]);
    await auth.fakes.resolve('register', ana);
    const snapshot = auth.subject.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.user).toEqual(ana);
    expect(auth.fake.stored('auth')).toEqual({ user: ana });
    expect(auth.fake.cookie('session_updated')).toBeUndefined();
    expect(auth.fake.cookie('cart_id')).toBe(ana.cartId);
    expect(auth.fake.navigations).toEqual(['/verification']);
    auth.stop();
  });

  it('a refused registration keeps the server text until the next submit; signing in clears what both forms were refused', async () => {
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.login.submit', credentials: { email: ana.email, password: 'pogresna' } });
    await settle();
    await auth.fakes.reject('login', new Error('Pogrešna e-adresa ili lozinka.'));
    auth.subject.send({ type: 'auth.register.submit', form });
    await settle();
    await auth.fakes.reject('register', new Error('Nalog sa ovom e-adresom već postoji.'));
    let snapshot = auth.subject.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.registerError).toBe('Nalog sa ovom e-adresom već postoji.');
    expect(snapshot.context.loginError).toBe('Pogrešna e-adresa ili lozinka.');
    auth.subject.send({ type: 'auth.register.submit', form });
    expect(auth.subject.getSnapshot().context.registerError).toBeNull();
    expect(auth.subject.getSnapshot().context.loginError).toBe('Pogrešna e-adresa ili lozinka.');
    await settle();
    await auth.fakes.resolve('register', ana);
    snapshot = auth.subject.getSnapshot();
    expect(snapshot.context.loginError).toBeNull();
    expect(snapshot.context.registerError).toBeNull();
    auth.stop();
  });
});

describe('auth: after login (spec §4, §8)', () => {
  it('a failed last-access update is only logged; the cart and a verified user’s wishlist are still fetched', async () => {
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.login.submit', credentials: { email: ana.email, password: 'tajna' } });
    await settle();
    await auth.fakes.resolve('login', ana);
    expect(auth.subject.getSnapshot().hasTag('busy')).toBe(true);
    await auth.fakes.reject('updateCartLastAccess', new Error('Veza sa serverom nije uspela.'));
    expect(auth.subject.getSnapshot().value).toBe('loggedIn');
    expect(auth.fake.errors.map((entry) => entry.message)).toEqual([
      'Ažuriranje korpe posle prijave nije uspelo',
    ]);
    expect(auth.fake.toasts).toEqual([]);
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([{ type: 'cart.fetch' }]);
    expect(sendsIn(auth.log.entries, 'app')).toEqual([{ type: 'app.wishlist.fetch' }]);
    auth.stop();
  });

  it('an unverified user has no wishlist to fetch after login (spec §6)', async () => {
    const unverified = { ...ana, isVerified: false };
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.login.submit', credentials: { email: ana.email, password: 'tajna' } });
    await settle();
    await auth.fakes.resolve('login', unverified);
    await auth.fakes.resolve('updateCartLastAccess', { success: true });
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([{ type: 'cart.fetch' }]);
    expect(sendsIn(auth.log.entries, 'app')).toEqual([]);
    auth.stop();
  });
});

describe('auth: logout (spec §4)', () => {
  it('logout sets no user, clears cart_id and session_updated, resets cart and wishlist, then makes a new cart the cookie and fetches it', async () => {
    const auth = await signedIn('/proizvodi/frizideri');
    auth.subject.send({ type: 'auth.logout' });
    await settle();
    expect(auth.subject.getSnapshot().hasTag('busy')).toBe(true);
    expect(invokesIn(auth.log.entries, 'logout')).toHaveLength(1);
    expect(auth.subject.getSnapshot().context.user).toEqual(ana);
    await auth.fakes.resolve('logout', { success: true });
    let snapshot = auth.subject.getSnapshot();
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(auth.fake.stored('auth')).toEqual({ user: null });
    expect(auth.fake.cookie('cart_id')).toBeUndefined();
    expect(auth.fake.cookie('session_updated')).toBeUndefined();
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([{ type: 'cart.reset' }]);
    expect(sendsIn(auth.log.entries, 'app')).toEqual([{ type: 'app.wishlist.reset' }]);
    expect(invokesIn(auth.log.entries, 'createCart')).toHaveLength(1);
    await auth.fakes.resolve('createCart', NEW_CART);
    snapshot = auth.subject.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(auth.fake.cookie('cart_id')).toBe(NEW_CART);
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([{ type: 'cart.reset' }, { type: 'cart.fetch' }]);
    expect(auth.fake.navigations).toEqual([]);
    expect(auth.fake.errors).toEqual([]);
    auth.stop();
  });

  it('a logout the server did not take still logs the user out; a new cart that could not be made is only logged', async () => {
    const auth = await signedIn('/proizvodi/frizideri');
    auth.subject.send({ type: 'auth.logout' });
    await settle();
    await auth.fakes.reject('logout', new Error('Veza sa serverom nije uspela.'));
    expect(auth.subject.getSnapshot().context.user).toBeNull();
    await auth.fakes.reject('createCart', new Error('Veza sa serverom nije uspela.'));
    expect(auth.subject.getSnapshot().value).toBe('loggedOut');
    expect(auth.fake.errors.map((entry) => entry.message)).toEqual([
      'Odjava nije uspela',
      'Nova korpa nije napravljena',
    ]);
    expect(auth.fake.cookie('cart_id')).toBeUndefined();
    expect(sendsIn(auth.log.entries, 'cart')).toEqual([{ type: 'cart.reset' }]);
    expect(auth.fake.toasts).toEqual([]);
    auth.stop();
  });
});

describe('auth: the signed-in user changes (verification, profile)', () => {
  it('the signed-in user’s verified address updates and stores them, and fetches their wishlist (spec §6)', async () => {
    const unverified = { ...ana, isVerified: false };
    const auth = startAuth({ storedUser: unverified });
    auth.subject.send({ type: 'auth.userLoaded', user: unverified });
    await settle();
    auth.subject.send({ type: 'auth.userVerified', user: ana });
    expect(auth.subject.getSnapshot().context.user).toEqual(ana);
    expect(auth.fake.stored('auth')).toEqual({ user: ana });
    expect(sendsIn(auth.log.entries, 'app')).toEqual([{ type: 'app.wishlist.fetch' }]);
    auth.stop();
  });

  it('a verification that lands before getMe answered is not undone by the older read getMe brings', async () => {
    const unverified = { ...ana, isVerified: false };
    const auth = startAuth({ storedUser: unverified });
    // The mail's link verified the address while the start's getMe was on its way.
    auth.subject.send({ type: 'auth.userVerified', user: ana });
    auth.subject.send({ type: 'auth.userLoaded', user: { ...unverified, firstName: 'Anica' } });
    await settle();
    const kept = { ...ana, firstName: 'Anica' };
    expect(auth.subject.getSnapshot().context.user).toEqual(kept);
    expect(auth.fake.stored('auth')).toEqual({ user: kept });
    auth.stop();
    // Without a verification in this visit, getMe's word stands, whatever the browser had stored.
    const stale = startAuth({ storedUser: ana });
    stale.subject.send({ type: 'auth.userLoaded', user: unverified });
    await settle();
    expect(stale.subject.getSnapshot().context.user).toEqual(unverified);
    expect(stale.fake.stored('auth')).toEqual({ user: unverified });
    stale.stop();
  });

  it('another account’s verification, or one while nobody is signed in, changes nothing', async () => {
    const unverified = { ...ana, isVerified: false };
    const auth = startAuth({ storedUser: unverified });
    auth.subject.send({ type: 'auth.userLoaded', user: unverified });
    await settle();
    auth.subject.send({ type: 'auth.userVerified', user: { ...ana, id: 8, email: 'marko@example.rs' } });
    expect(auth.subject.getSnapshot().context.user).toEqual(unverified);
    expect(sendsIn(auth.log.entries, 'app')).toEqual([]);
    const anonymous = startAuth({ storedUser: null });
    anonymous.subject.send({ type: 'auth.userLoaded', user: null });
    anonymous.subject.send({ type: 'auth.userVerified', user: ana });
    expect(anonymous.subject.getSnapshot().context.user).toBeNull();
    expect(actionsIn(anonymous.log.entries, 'persistUser')).toEqual([{ user: null }]);
    expect(anonymous.errors).toEqual([]);
    auth.stop();
    anonymous.stop();
  });

  it('names saved on the profile page show at once and are stored', async () => {
    const auth = await signedIn('/profil');
    auth.subject.send({ type: 'auth.profileSaved', firstName: 'Anica', lastName: 'Anić-Petrović' });
    const renamed = { ...ana, firstName: 'Anica', lastName: 'Anić-Petrović' };
    expect(auth.subject.getSnapshot().context.user).toEqual(renamed);
    expect(auth.fake.stored('auth')).toEqual({ user: renamed });
    // A save that names only one of them (no such form sends it) changes nothing.
    auth.subject.send({ type: 'auth.profileSaved', firstName: 'Ana' } as never);
    auth.subject.send({ type: 'auth.profileSaved', lastName: 'Anić' } as never);
    expect(auth.subject.getSnapshot().context.user).toEqual(renamed);
    auth.stop();
  });
});
