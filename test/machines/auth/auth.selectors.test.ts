import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { User } from '../../../contract/auth';
import {
  selectIsAuthBusy,
  selectIsHydrated,
  selectIsLoggedIn,
  selectIsVerified,
  selectLoginError,
  selectRegisterError,
  selectUser,
} from '../../../machines/auth/auth.selectors';
import { settle } from '../utils/fake-actors';
import { startAuth } from './auth.harness';

// What the header, the forms and the route guards read of auth (spec §3, §5, §6).

const ana: User = {
  id: 7,
  cartId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'ana@example.rs',
  isVerified: true,
  firstName: 'Ana',
  lastName: 'Anić',
};
const form = {
  firstName: 'Ana',
  lastName: 'Anić',
  email: ana.email,
  password: 'tajna-lozinka',
  confirmPassword: 'tajna-lozinka',
  acceptTerms: true as const,
};

let auth: ReturnType<typeof startAuth>;
afterEach(() => auth?.stop());
const snapshot = () => auth.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectUser>[0];

describe('auth, as its selectors show it', () => {
  it('a stored user shows as signed in at once, before getMe answered, but not yet hydrated (spec §3)', () => {
    auth = startAuth({ storedUser: ana });
    expect(selectUser(snapshot())).toEqual(ana);
    expect(selectIsLoggedIn(snapshot())).toBe(true);
    expect(selectIsHydrated(snapshot())).toBe(false);
  });

  it('nobody signed in: no user, not logged in, not verified', async () => {
    auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    await settle();
    expect(selectUser(snapshot())).toBeNull();
    expect(selectIsLoggedIn(snapshot())).toBe(false);
    expect(selectIsVerified(snapshot())).toBe(false);
    expect(selectIsHydrated(snapshot())).toBe(true);
  });

  it('only a user whose address is verified counts as verified (spec §6)', async () => {
    auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: { ...ana, isVerified: false } });
    await settle();
    expect(selectIsLoggedIn(snapshot())).toBe(true);
    expect(selectIsVerified(snapshot())).toBe(false);
    auth.subject.send({ type: 'auth.userVerified', user: ana });
    expect(selectIsVerified(snapshot())).toBe(true);
  });

  it('busy while a login is on its way; a refused login’s text shows until the next submit', async () => {
    auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    expect(selectIsAuthBusy(snapshot())).toBe(false);
    const credentials = { email: ana.email, password: 'pogresna' };
    auth.subject.send({ type: 'auth.login.submit', credentials });
    await settle();
    expect(selectIsAuthBusy(snapshot())).toBe(true);
    await auth.fakes.reject('login', new Error('Pogrešna e-adresa ili lozinka.'));
    expect(selectIsAuthBusy(snapshot())).toBe(false);
    expect(selectLoginError(snapshot())).toBe('Pogrešna e-adresa ili lozinka.');
    expect(selectRegisterError(snapshot())).toBeNull();
    auth.subject.send({ type: 'auth.login.submit', credentials });
    expect(selectLoginError(snapshot())).toBeNull();
  });

  it('busy while a registration is on its way; a refused registration’s text shows', async () => {
    auth = startAuth({ storedUser: null });
    auth.subject.send({ type: 'auth.userLoaded', user: null });
    auth.subject.send({ type: 'auth.register.submit', form });
    await settle();
    expect(selectIsAuthBusy(snapshot())).toBe(true);
    await auth.fakes.reject('register', new Error('Nalog sa ovom e-adresom već postoji.'));
    expect(selectIsAuthBusy(snapshot())).toBe(false);
    expect(selectRegisterError(snapshot())).toBe('Nalog sa ovom e-adresom već postoji.');
    expect(selectLoginError(snapshot())).toBeNull();
  });
});
