import { beforeEach, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../contract/profile';
import { routes } from '../../contract/routes';
import { profileLoader } from '../../src/actors/profile.screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson } from '../msw/contract-responses';
import { aProfile } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { load } from './screen-data-driver';

/* The profile page's read (src/actors/profile.screen-data.ts) over the real src/api client; its forms: account.forms.test.ts. */

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
});
