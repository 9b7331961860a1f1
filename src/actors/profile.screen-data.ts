import type { UpdateProfileBody } from '../../contract/profile';
import type { changeProfilePassword } from '../api/profile';
import * as profileApi from '../api/profile';
import { createLoader, createSubmission } from './loader-logic';

type ChangePasswordInput = Parameters<typeof changeProfilePassword>[0];

/** GET /api/profile (the profile page, and the checkout's prefill). */
export const profileLoader = createLoader(async (_: undefined) => profileApi.fetchProfile());

/** PUT /api/profile. */
export const profileSubmission = createSubmission(async (body: UpdateProfileBody) =>
  profileApi.updateProfile(body),
);
/** PUT /api/profile/password. */
export const passwordSubmission = createSubmission(async (body: ChangePasswordInput) =>
  profileApi.changeProfilePassword(body),
);
