import type { UpdateProfileBody } from '../../contract/profile';
import type { RouteBody } from '../../contract/route-schemas';
import { routes } from '../../contract/routes';
import { sessionCall } from './request';

/** GET /api/profile: the signed-in user's profile. */
export async function fetchProfile() {
  const data = await sessionCall(routes.profileGet);
  return data?.profile;
}

/** PUT /api/profile: name, phone and default delivery address; answers the saved profile. */
export async function updateProfile(body: UpdateProfileBody) {
  const data = await sessionCall(routes.profileUpdate, { body });
  return data?.profile;
}

/** PUT /api/profile/password: changes the password with the current one (other sessions end). */
export async function changeProfilePassword(body: RouteBody<'profilePassword'>): Promise<void> {
  await sessionCall(routes.profilePassword, { body });
}
