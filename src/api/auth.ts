import type { z } from 'zod/mini';
import {
  type LoginBody,
  type RegisterBody,
  type User,
  changePassResponseSchema,
  checkUserResponseSchema,
  loginResponseSchema,
  mailQueuedResponseSchema,
  meResponseSchema,
  pendingVerificationResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
  verifyPassResponseSchema,
} from '../../contract/auth';
import { successSchema } from '../../contract/errors';
import { ApiError, UNKNOWN_ERROR_TEXT } from './api-error';
import { request } from './request';

// Spec §5: every auth answer carrying an `error` field is rejected and its text raised to the caller.
const auth = { rejectErrorField: true } as const;
// Spec §7: these four accept any status below 500 and read `error` from the body.
const belowServerError = { ...auth, acceptBelow500: true } as const;

/** The register form as the shopper fills it; the cart to attach is added by the caller. */
export type RegisterForm = Omit<RegisterBody, 'cartId'>;

/** POST /api/auth/register: form data plus cartId; answers the new (signed-in) user. */
export async function register(form: RegisterForm, cartId: string | null): Promise<User> {
  const { newUser } = await request({
    method: 'post',
    url: '/api/auth/register',
    data: { ...form, cartId },
    schema: registerResponseSchema,
    ...belowServerError,
  });
  return newUser;
}

/** POST /api/auth/login: answers the user (the server merged the anonymous cart into theirs). */
export async function login(body: LoginBody): Promise<User> {
  const { user } = await request({
    method: 'post',
    url: '/api/auth/login',
    data: body,
    schema: loginResponseSchema,
    ...belowServerError,
  });
  return user;
}

/** POST /api/auth/logout. */
export async function logout(): Promise<void> {
  await request({ method: 'post', url: '/api/auth/logout', schema: successSchema, ...auth });
}

/** GET /api/auth/me: the signed-in user, or null. */
export async function fetchMe(): Promise<User | null> {
  const { user } = await request({ method: 'get', url: '/api/auth/me', schema: meResponseSchema, ...auth });
  return user;
}

/** POST /api/auth/check-user: whether an account with this address exists. */
export async function checkUser(email: string): Promise<boolean> {
  const { exists } = await request({
    method: 'post',
    url: '/api/auth/check-user',
    data: { email },
    schema: checkUserResponseSchema,
    ...auth,
  });
  return exists;
}

/** POST /api/auth/generate-email: sends a (new) verification mail; answers the text to show. */
export async function generateVerificationEmail(data: { email: string }): Promise<string> {
  const { message } = await request({
    method: 'post',
    url: '/api/auth/generate-email',
    data,
    schema: mailQueuedResponseSchema,
    ...auth,
  });
  return message;
}

/** POST /api/auth/request-verify-email: resends the verification mail; answers the text to show. */
export async function requestVerifyEmail(email: string): Promise<string> {
  const { message } = await request({
    method: 'post',
    url: '/api/auth/request-verify-email',
    data: { email },
    schema: mailQueuedResponseSchema,
    ...belowServerError,
  });
  return message;
}

/** POST /api/auth/generate-reset-pass: mails a reset link if the account exists; answers the text to show. */
export async function generateResetPassword(email: string): Promise<string> {
  const { message } = await request({
    method: 'post',
    url: '/api/auth/generate-reset-pass',
    data: { email },
    schema: mailQueuedResponseSchema,
    ...belowServerError,
  });
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
    const { user } = await request({
      method: 'put',
      url: `/api/auth/verify-email/${encodeURIComponent(token)}`,
      schema: verifyEmailResponseSchema,
      ...auth,
    });
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
  await request({
    method: 'post',
    url: `/api/auth/verify-pass/${encodeURIComponent(token)}`,
    schema: verifyPassResponseSchema,
    ...auth,
  });
}

/** PUT /api/auth/change-pass: sets a new password with a reset token; spec §5: success false is rejected. */
export async function changePassword(body: {
  token: string;
  resetPasswordData: { password: string; confirmPassword: string };
}): Promise<void> {
  const { success, error } = await request({
    method: 'put',
    url: '/api/auth/change-pass',
    data: body,
    schema: changePassResponseSchema,
    ...auth,
  });
  if (!success) throw new ApiError(error ?? UNKNOWN_ERROR_TEXT, 200);
}

/** POST /api/auth/pending-verification/get: whether this address still awaits verification. */
export function fetchPendingVerification(email: string) {
  return request({
    method: 'post',
    url: '/api/auth/pending-verification/get',
    data: { email },
    schema: pendingVerificationResponseSchema,
    ...auth,
  });
}

export type PendingVerification = z.infer<typeof pendingVerificationResponseSchema>;
