import * as profileApi from '../api/profile';
import { createLoader } from './loader-logic';

/** GET /api/profile (the profile page, and the checkout's prefill). */
export const profileLoader = createLoader(async (_: undefined) => profileApi.fetchProfile());
