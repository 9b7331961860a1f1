import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth';
import { loginAddress, safeRedirect } from '../../../machines/auth/auth.redirect';
import { selectLoginGuard, selectProfileGuard } from '../../../machines/auth/auth.selectors';
import { invokesIn } from '../utils/effect-log';
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

/** The auth snapshot before getMe answered (stored user or not), and after it did. */
async function authWith(storedUser: User | null, loaded?: User | null) {
  const auth = startAuth({ storedUser });
  if (loaded !== undefined) {
    auth.subject.send({ type: 'auth.userLoaded', user: loaded });
    await settle();
  }
  const snapshot = auth.subject.getSnapshot();
  auth.stop();
  return snapshot;
}

describe('login redirect: only a path of this shop (DESIGN §3)', () => {
  it.each([
    ['/profil/ocene', '/profil/ocene'],
    ['/korpa?korak=1', '/korpa?korak=1'],
    [null, '/profil'],
    [undefined, '/profil'],
    ['', '/profil'],
    ['https://zla-prodavnica.example/', '/profil'],
    ['//zla-prodavnica.example/profil', '/profil'],
    ['/\\zla-prodavnica.example', '/profil'],
    ['profil', '/profil'],
    ['javascript:alert(1)', '/profil'],
  ])('?redirect=%s leads to %s', (redirect, target) => {
    expect(safeRedirect(redirect)).toBe(target);
  });
});

describe('a link to the login keeps the page to come back to', () => {
  it.each([
    ['/', '/login?redirect=%2F'],
    ['/proizvodi?sort=price_asc&strana=2', '/login?redirect=%2Fproizvodi%3Fsort%3Dprice_asc%26strana%3D2'],
    ['/proizvod/ketler-bosch', '/login?redirect=%2Fproizvod%2Fketler-bosch'],
    ['/register', '/login'],
    ['/login?redirect=%2Fkorpa', '/login'],
    ['/forgot-password', '/login'],
    ['/reset-password?token=abc', '/login'],
    [null, '/login'],
  ])('from %s: %s', (location, address) => {
    expect(loginAddress(location)).toBe(address);
  });

  it('the address leads back to that very page once signed in', () => {
    const location = '/proizvodi/bela-tehnika?brend=Bosch';
    const redirect = new URL(loginAddress(location), 'https://prodavnica.example').searchParams.get(
      'redirect',
    );
    expect(safeRedirect(redirect)).toBe(location);
  });
});

describe('route guards as selectors over auth (DESIGN §3)', () => {
  it('both guards wait while auth is not hydrated, even with a stored user', async () => {
    for (const stored of [null, ana]) {
      const snapshot = await authWith(stored);
      expect(selectLoginGuard(snapshot)).toEqual({ kind: 'wait' });
      expect(selectProfileGuard(snapshot, '/profil')).toEqual({ kind: 'wait' });
    }
  });

  it('login guard: a signed-in user is sent from /login, /register and /reset-password to /profil', async () => {
    expect(selectLoginGuard(await authWith(ana, ana))).toEqual({ kind: 'redirect', to: '/profil' });
    expect(selectLoginGuard(await authWith(ana, null))).toEqual({ kind: 'allow' });
  });

  it('profile guard: an anonymous visitor goes to /login?redirect=<path>, a signed-in user stays', async () => {
    const anonymous = await authWith(ana, null);
    expect(selectProfileGuard(anonymous, '/profil/istorija-kupovine?strana=2')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fprofil%2Fistorija-kupovine%3Fstrana%3D2',
    });
    expect(selectProfileGuard(await authWith(null, ana), '/profil')).toEqual({ kind: 'allow' });
  });
});

describe('auth: login and register forms (spec §5)', () => {
  it('a refused login keeps the server text until the next submit, which clears it', async () => {
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    const credentials = { email: ana.email, password: 'pogresna' };
    auth.subject.send({ type: 'auth.login.submit', credentials });
    await settle();
    await auth.fakes.reject('login', new Error('Pogrešna e-adresa ili lozinka.'));
    expect(auth.subject.getSnapshot().context.loginError).toBe('Pogrešna e-adresa ili lozinka.');
    auth.subject.send({ type: 'auth.login.submit', credentials, redirect: '/profil/ocene' });
    expect(auth.subject.getSnapshot().context.loginError).toBeNull();
    await auth.fakes.resolve('login', ana);
    // The navigation happens in the step that sets the user.
    expect(auth.subject.getSnapshot().context.user).toEqual(ana);
    expect(auth.fake.navigations).toEqual(['/profil/ocene']);
    auth.stop();
  });

  it('a submit without its form (as the Stately visualizer sends it) is refused, not thrown', async () => {
    const auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.login.submit' });
    auth.subject.send({ type: 'auth.register.submit' });
    auth.subject.send({ type: 'auth.login.submit', credentials: { email: ana.email } });
    auth.subject.send({ type: 'auth.login.submit', credentials: { password: 'tajna-lozinka' } });
    await settle();
    expect(auth.subject.getSnapshot().value).toBe('loggedOut');
    expect(auth.errors).toEqual([]);
    expect(invokesIn(auth.log.entries, 'login')).toEqual([]);
    expect(invokesIn(auth.log.entries, 'register')).toEqual([]);
    auth.stop();
  });
});

describe('auth: events without their payload (as the Stately visualizer sends them)', () => {
  it('are ignored, never thrown on, in every state they reach', async () => {
    const auth = startAuth({ storedUser: ana });
    auth.subject.send({ type: 'auth.userLoaded' });
    expect(auth.subject.getSnapshot().value).toBe('restoring');
    auth.subject.send({ type: 'auth.userVerified' });
    auth.subject.send({ type: 'auth.userLoaded', user: ana });
    await settle();
    auth.subject.send({ type: 'auth.userVerified' });
    auth.subject.send({ type: 'auth.profileSaved' });
    const snapshot = auth.subject.getSnapshot();
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.user).toEqual(ana);
    expect(auth.errors).toEqual([]);
    auth.stop();
  });
});
