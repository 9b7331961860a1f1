import { beforeEach, describe, expect, it } from 'vitest';
import { successSchema } from '../../contract/errors';
import { profileResponseSchema } from '../../contract/profile';
import { routes } from '../../contract/routes';
import { passwordSubmission, profileLoader, profileSubmission } from '../../src/actors/profile.screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aProfile } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { load, submit } from './screen-data-driver';

/* The profile page's read and forms (src/actors/profile.screen-data.ts) over the real src/api client. */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const profile = aProfile();

describe('the profile page', () => {
  it('reads GET /api/profile and loads the profile', async () => {
    answer(routes.profileGet, () => contractJson(profileResponseSchema, { profile }));
    expect(await load(profileLoader, undefined)).toEqual({ state: 'loaded', data: profile, error: null });
    expect(seen).toEqual([{ method: 'GET', path: '/api/profile', search: '', body: undefined }]);
  });

  it('saving the form is PUT /api/profile and results in the saved profile', async () => {
    const body = { firstName: 'Ana', lastName: 'Anić', phone: null, address: null };
    const saved = { ...profile, phone: null, address: null };
    answer(routes.profileUpdate, () => contractJson(profileResponseSchema, { profile: saved }));
    expect(await submit(profileSubmission, body)).toEqual({ state: 'succeeded', result: saved, error: null });
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile', search: '', body }]);
  });

  it('changing the password is PUT /api/profile/password with the three fields', async () => {
    const body = {
      currentPassword: 'stara-lozinka-1',
      newPassword: 'nova-lozinka-1',
      confirmPassword: 'nova-lozinka-1',
    };
    answer(routes.profilePassword, () => contractJson(successSchema, { success: true }));
    expect(await submit(passwordSubmission, body)).toMatchObject({ state: 'succeeded', error: null });
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile/password', search: '', body }]);
  });

  it('a wrong current password fails with the server’s text', async () => {
    answer(routes.profilePassword, () =>
      errorJson(400, { error: 'Trenutna lozinka nije tačna.', code: 'WRONG_PASSWORD' }),
    );
    expect(
      await submit(passwordSubmission, {
        currentPassword: 'pogresna',
        newPassword: 'nova-lozinka-1',
        confirmPassword: 'nova-lozinka-1',
      }),
    ).toEqual({ state: 'failed', result: null, error: 'Trenutna lozinka nije tačna.' });
  });
});
