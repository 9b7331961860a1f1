import type { z } from 'zod/mini';
import { successSchema } from '../../contract/errors';
import {
  type UpdateProfileBody,
  type changePasswordBodySchema,
  profileResponseSchema,
} from '../../contract/profile';
import { sessionRequest } from './request';

/** GET /api/profile: the signed-in user's profile. */
export async function fetchProfile() {
  const data = await sessionRequest({ method: 'get', url: '/api/profile', schema: profileResponseSchema });
  return data?.profile;
}

/** PUT /api/profile: name, phone and default delivery address; answers the saved profile. */
export async function updateProfile(body: UpdateProfileBody) {
  const data = await sessionRequest({
    method: 'put',
    url: '/api/profile',
    data: body,
    schema: profileResponseSchema,
  });
  return data?.profile;
}

/** PUT /api/profile/password: changes the password with the current one (other sessions end). */
export async function changeProfilePassword(body: z.input<typeof changePasswordBodySchema>): Promise<void> {
  await sessionRequest({ method: 'put', url: '/api/profile/password', data: body, schema: successSchema });
}
