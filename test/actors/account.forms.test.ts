import { beforeEach, describe, expect, it } from 'vitest';
import { successSchema } from '../../contract/errors';
import { profileResponseSchema } from '../../contract/profile';
import { routes } from '../../contract/routes';
import {
  forgotPasswordForm,
  loginForm,
  profileForm,
  profileFormValues,
  profilePasswordForm,
  registerForm,
  resendVerificationForm,
  resetPasswordForm,
} from '../../src/actors/account.forms';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aProfile } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { fill } from './screen-data-driver';

/*
 * The account's forms (src/actors/account.forms.ts): each checks its values with the contract's
 * schema and sends nothing while they break it; a valid form hands its data to the machine that
 * sends it (through the system) or makes its one API call (the real src/api client, msw answering).
 */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });
beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const PASSWORD = 'tajna-lozinka-1';

describe('login', () => {
  it('refuses a bad address and an empty password with their messages, and hands nothing over', async () => {
    const filled = await fill(loginForm, { email: 'ana@', password: '' }, { neighbours: ['auth'] });
    expect(filled).toMatchObject({
      state: 'editing',
      errors: { email: 'Unesite ispravnu e-adresu.', password: 'Unesite lozinku.' },
      refused: { email: 'Unesite ispravnu e-adresu.', password: 'Unesite lozinku.' },
      handedOver: [],
    });
  });

  it('hands the checked credentials and the page to return to to the auth machine', async () => {
    const values = { email: 'ana@example.rs', password: PASSWORD };
    const filled = await fill(loginForm, values, { extra: '/korpa', neighbours: ['auth'] });
    expect(filled.state).toBe('succeeded');
    expect(filled.handedOver).toEqual([
      { to: 'auth', event: { type: 'auth.login.submit', credentials: values, redirect: '/korpa' } },
    ]);
  });
});

describe('register', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Anić',
    email: 'ana@example.rs',
    phone: '',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  };

  it('says in one pass that the passwords differ, besides the other refused fields', async () => {
    const typed = { ...valid, email: 'ana', confirmPassword: 'druga-lozinka', acceptTerms: false };
    const filled = await fill(registerForm, typed, { neighbours: ['auth'] });
    expect(filled.errors).toEqual({
      email: 'Unesite ispravnu e-adresu.',
      confirmPassword: 'Lozinke se ne poklapaju.',
      acceptTerms: 'Morate prihvatiti uslove korišćenja.',
    });
    expect(filled.handedOver).toEqual([]);
  });

  it('hands the form to the auth machine, an empty phone as no phone', async () => {
    const filled = await fill(registerForm, valid, { neighbours: ['auth'] });
    const { phone: _empty, ...form } = valid;
    expect(filled.handedOver).toEqual([{ to: 'auth', event: { type: 'auth.register.submit', form } }]);
  });
});

describe('the password flows', () => {
  it('forgot password: a well-formed address goes to the forgot-password machine', async () => {
    const neighbours = ['forgotPassword'];
    const filled = await fill(forgotPasswordForm, { email: 'ana@example.rs' }, { neighbours });
    expect(filled.handedOver).toEqual([
      { to: 'forgotPassword', event: { type: 'forgotPassword.send', email: 'ana@example.rs' } },
    ]);
    const refused = await fill(forgotPasswordForm, { email: '' }, { neighbours });
    expect(refused).toMatchObject({ state: 'editing', handedOver: [] });
    expect(refused.errors.email).toBeTruthy();
  });

  it('reset password: the pair must match; a matching pair goes to the reset-password machine', async () => {
    const neighbours = ['resetPassword'];
    const mismatch = { password: PASSWORD, confirmPassword: 'druga-lozinka' };
    const refused = await fill(resetPasswordForm, mismatch, { neighbours });
    expect(refused).toMatchObject({
      errors: { confirmPassword: 'Lozinke se ne poklapaju.' },
      handedOver: [],
    });
    const resetPasswordData = { password: PASSWORD, confirmPassword: PASSWORD };
    const sent = await fill(resetPasswordForm, resetPasswordData, { neighbours });
    expect(sent.handedOver).toEqual([
      { to: 'resetPassword', event: { type: 'resetPassword.submit', resetPasswordData } },
    ]);
  });

  it('resend verification: to a signed-in user’s own address, or to the one a visitor typed', async () => {
    const neighbours = ['emailVerification'];
    const values = { email: 'ana@example.rs' };
    const own = await fill(resendVerificationForm, {}, { values, extra: true, neighbours });
    const typed = await fill(resendVerificationForm, values, { extra: false, neighbours });
    expect([...own.handedOver, ...typed.handedOver].map(({ event }) => event)).toEqual([
      { type: 'emailVerification.generate', email: 'ana@example.rs' },
      { type: 'emailVerification.resend', email: 'ana@example.rs' },
    ]);
  });
});

describe('the profile', () => {
  const profile = aProfile();
  const values = profileFormValues(profile);

  it('saves with PUT /api/profile, an empty phone and address as none; the auth machine hears the names', async () => {
    const saved = { ...profile, firstName: 'Jovana', phone: null, address: null };
    answer(routes.profileUpdate, () => contractJson(profileResponseSchema, { profile: saved }));
    const typed = { firstName: 'Jovana', phone: ' ', street: '', city: '', postalCode: '' };
    const filled = await fill(profileForm, typed, { values, neighbours: ['auth'] });
    expect(filled).toMatchObject({ state: 'succeeded', result: saved });
    const body = { firstName: 'Jovana', lastName: profile.lastName, phone: null, address: null };
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile', search: '', body }]);
    expect(filled.handedOver).toEqual([
      { to: 'auth', event: { type: 'auth.profileSaved', firstName: 'Jovana', lastName: profile.lastName } },
    ]);
  });

  it('a half-filled address is refused on its fields, and nothing is sent', async () => {
    const typed = { street: 'Kneza Miloša 12', city: '', postalCode: '' };
    const filled = await fill(profileForm, typed, { values, neighbours: ['auth'] });
    expect(Object.keys(filled.errors).sort()).toEqual(['address.city', 'address.postalCode']);
    expect(seen).toEqual([]);
  });

  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

  it('the password change is PUT /api/profile/password, and the form is emptied once changed', async () => {
    const typed = { currentPassword: 'stara-lozinka-1', newPassword: PASSWORD, confirmPassword: PASSWORD };
    answer(routes.profilePassword, () => contractJson(successSchema, { success: true }));
    const filled = await fill(profilePasswordForm, typed, { values: empty, clearOnSuccess: true });
    expect(filled).toMatchObject({ state: 'succeeded', values: empty });
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile/password', search: '', body: typed }]);
  });

  it('a wrong current password fails with the server’s text and keeps what was typed', async () => {
    answer(routes.profilePassword, () =>
      errorJson(400, { error: 'Trenutna lozinka nije tačna.', code: 'WRONG_PASSWORD' }),
    );
    const typed = { currentPassword: 'pogresna', newPassword: PASSWORD, confirmPassword: PASSWORD };
    const filled = await fill(profilePasswordForm, typed, { values: empty, clearOnSuccess: true });
    expect(filled).toMatchObject({ state: 'failed', error: 'Trenutna lozinka nije tačna.', values: typed });
  });
});
