import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type AuthTokenKind = 'verify_email' | 'reset_password';

const MINUTE_MS = 60_000;
/** DESIGN §3: 24 h for verifying an e-mail, 30 minutes for a password reset. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  verify_email: 24 * 60 * MINUTE_MS,
  reset_password: 30 * MINUTE_MS,
};

/**
 * Creates a single-use token of the kind for the user and returns its secret (only the hash is
 * stored). Earlier links stay valid until they expire or one of them is used: a request from
 * someone else must never retire the link in the owner's inbox (auth/account-mail-limits.ts).
 */
export async function issueAuthToken(
  db: Db,
  userId: number,
  kind: AuthTokenKind,
  /** Longer for a staff invitation's set-password link (mail/templates/staff-mails.ts). */
  lifetimeMs = TOKEN_LIFETIME_MS[kind],
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * Retires the user's unused reset links: once a password is changed, through one of them or in the
 * profile, no link mailed before may change it again.
 */
export async function retireResetTokens(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, 'reset_password'), isNull(authTokens.usedAt)),
    );
}

const usable = (token: string, kind: AuthTokenKind, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/** The user id of an unused, unexpired token of the kind, without using it up. */
export async function findUsableToken(db: Db, token: string, kind: AuthTokenKind): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(usable(token, kind, new Date()))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses the token up and returns its user id, or null when it is unknown, used or expired. The
 * conditional UPDATE lets exactly one of several concurrent requests win.
 */
export async function consumeAuthToken(db: Db, token: string, kind: AuthTokenKind): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(token, kind, now))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/**
 * The user id of a token of the kind that was already used (expired or not), or null. Lets a
 * second click on a verification link say what became of it without making the link work twice.
 */
export async function findUsedToken(db: Db, token: string, kind: AuthTokenKind): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNotNull(authTokens.usedAt),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
