import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the secret half of sessions and e-mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
