import type { SnapshotFrom } from 'xstate';
import type { emailVerificationMachine } from './email-verification.machine';

type EmailVerificationSnapshot = SnapshotFrom<typeof emailVerificationMachine>;

/** What /verification says of the address: still checking, awaiting verification, or not. */
export type AddressStatus =
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'pending'; email: string }
  | { kind: 'notPending'; email: string }
  | { kind: 'mailed'; email: string };

/**
 * The address part of /verification: `mailed` when an address is known but the server could not
 * tell whether it awaits verification (the page then says where the mail went, as after register).
 */
export const selectAddressStatus = (snapshot: EmailVerificationSnapshot): AddressStatus => {
  const { email, pending } = snapshot.context;
  if (snapshot.matches('idle') || snapshot.hasTag('loading')) return { kind: 'checking' };
  if (email === null) return { kind: 'unknown' };
  if (pending === true) return { kind: 'pending', email };
  if (pending === false) return { kind: 'notPending', email };
  return { kind: 'mailed', email };
};

/** A new link is being asked for (the button is disabled). */
export const selectIsSendingVerification = (snapshot: EmailVerificationSnapshot): boolean =>
  snapshot.hasTag('busy');

/** The server's answer to the last request for a new link, or null. */
export const selectVerificationMail = (
  snapshot: EmailVerificationSnapshot,
): { kind: 'sent' | 'failed'; message: string } | null => {
  const { message } = snapshot.context;
  if (message === null) return null;
  if (snapshot.matches('sent')) return { kind: 'sent', message };
  if (snapshot.matches('failed')) return { kind: 'failed', message };
  return null;
};
