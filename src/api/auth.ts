import type { LoginBody, RegisterBody, User } from '../../contract/auth';
import type { RouteAnswer } from '../../contract/route-schemas';
import { routes } from '../../contract/routes';
import { ApiError, UNKNOWN_ERROR_TEXT } from './api-error';
import { call } from './request';

// Spec §5: every auth answer carrying an `error` field is rejected and its text raised to the caller.
const auth = { rejectErrorField: true } as const;
// Spec §7: these four accept any status below 500 and read `error` from the body.
const belowServerError = { ...auth, acceptBelow500: true } as const;

/** The register form as the shopper fills it; the cart to attach is added by the caller. */
export type RegisterForm = Omit<RegisterBody, 'cartId'>;

/** POST /api/auth/register: form data plus cartId; answers the new (signed-in) user. */
export async function register(form: RegisterForm, cartId: string | null): Promise<User> {
  const { newUser } = await call(routes.authRegister, { body: { ...form, cartId }, ...belowServerError });
  return newUser;
}

/** POST /api/auth/login: answers the user (the server merged the anonymous cart into theirs). */
export async function login(body: LoginBody): Promise<User> {
  const { user } = await call(routes.authLogin, { body, ...belowServerError });
  return user;
}

/** POST /api/auth/logout. */
export async function logout(): Promise<void> {
  await call(routes.authLogout, auth);
}

/** GET /api/auth/me: the signed-in user, or null. */
export async function fetchMe(): Promise<User | null> {
  const { user } = await call(routes.authMe, auth);
  return user;
}

/** POST /api/auth/check-user: whether an account with this address exists. */
export async function checkUser(email: string): Promise<boolean> {
  const { exists } = await call(routes.authCheckUser, { body: { email }, ...auth });
  return exists;
}

/** POST /api/auth/generate-email: sends a (new) verification mail; answers the text to show. */
export async function generateVerificationEmail(data: { email: string }): Promise<string> {
  const { message } = await call(routes.authGenerateEmail, { body: data, ...auth });
  return message;
}

/** POST /api/auth/request-verify-email: resends the verification mail; answers the text to show. */
export async function requestVerifyEmail(email: string): Promise<string> {
  const { message } = await call(routes.authRequestVerifyEmail, { body: { email }, ...belowServerError });
  return message;
}

/** POST /api/auth/generate-reset-pass: mails a reset link if the account exists; answers the text to show. */
export async function generateResetPassword(email: string): Promise<string> {
  const { message } = await call(routes.authGenerateResetPass, { body: { email }, ...belowServerError });
  return message;
}

/** What a verification link did: verified the address now, or found it confirmed before. */
export type VerifyEmailResult =
  | { kind: 'verified'; user: User }
  | { kind: 'alreadyVerified'; message: string };

/**
 * PUT /api/auth/verify-email/{token}: confirms the address; answers the now verified user. A used
 * link of a confirmed address answers 409 ALREADY_VERIFIED: an outcome, not a failure.
 */
export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  try {
    const { user } = await call(routes.authVerifyEmail, { params: { token }, ...auth });
    return { kind: 'verified', user };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ALREADY_VERIFIED') {
      return { kind: 'alreadyVerified', message: error.message };
    }
    throw error;
  }
}

/** POST /api/auth/verify-pass/{token}: resolves when the reset link is still usable. */
export async function verifyResetToken(token: string): Promise<void> {
  await call(routes.authVerifyPass, { params: { token }, ...auth });
}

/** PUT /api/auth/change-pass: sets a new password with a reset token; spec §5: success false is rejected. */
export async function changePassword(body: {
  token: string;
  resetPasswordData: { password: string; confirmPassword: string };
}): Promise<void> {
  const { success, error } = await call(routes.authChangePass, { body, ...auth });
  if (!success) throw new ApiError(error ?? UNKNOWN_ERROR_TEXT, 200);
}

/** POST /api/auth/pending-verification/get: whether this address still awaits verification. */
export function fetchPendingVerification(email: string) {
  return call(routes.authPendingVerification, { body: { email }, ...auth });
}

export type PendingVerification = RouteAnswer<'authPendingVerification'>;
