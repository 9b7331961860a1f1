import type { User } from '../../contract/auth';

/** The link being handled (single use: it reaches the server once) and the server's text. */
export type VerifyEmailContext = { token: string | null; message: string | null };

export type VerifyEmailEvent =
  /** /verify-email?token=… was opened (PUT verify-email); the same token again changes nothing. */
  { type: 'verifyEmail.open'; token: string };

/**
 * What the verification call answered: the now verified user, or (a second click on a used link)
 * that the address was already confirmed, with the server's text.
 */
export type VerifyEmailOutcome =
  | { kind: 'verified'; user: User }
  | { kind: 'alreadyVerified'; message: string };

export type TokenInput = { token: string };
