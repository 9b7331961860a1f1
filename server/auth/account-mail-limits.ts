import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http-errors';
import { RATE_LIMIT_TEXT } from '../plugins/rate-limits';
import { type AuthTokenKind, TOKEN_LIFETIME_MS } from './auth-tokens';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/*
 * Password-reset and verification mails, so that nobody can flood an inbox or keep its owner from
 * recovering the account:
 * - per address: at most one mail of a kind every `accountMailIntervalMs`, however many IPs ask;
 *   no link is retired by a newer one (only by its use), so the last mail always holds a working
 *   link and the owner, asking from anywhere, can always finish;
 * - per IP: at most 4 × RATE_LIMIT_FORGOT_PER_HOUR requests of a kind an hour, whatever the
 *   address, so one IP cannot mail many inboxes.
 * The counters do not look at whether an account exists, so the answers reveal nothing.
 */

/**
 * The shortest time between two mails of a kind to one address: an hour shared out over
 * RATE_LIMIT_FORGOT_PER_HOUR (12 minutes by default: at most 5 an hour), and never more than half
 * a reset link's lifetime, so the last link mailed is still valid when the next may go out.
 */
export const accountMailIntervalMs = (app: FastifyInstance): number =>
  Math.min(HOUR_MS / app.config.rateLimits.forgotPerHour, TOKEN_LIFETIME_MS.reset_password / 2);

const accountMailsPerIpPerHour = (app: FastifyInstance) => 4 * app.config.rateLimits.forgotPerHour;

const windowOf = (now: number) => Math.floor(now / HOUR_MS);

/** 429 once this IP has asked for this kind of mail too often this (clock) hour, for any addresses. */
export async function refuseWhenIpAsksTooOften(
  app: FastifyInstance,
  reply: FastifyReply,
  kind: AuthTokenKind,
  ip: string,
): Promise<void> {
  const now = Date.now();
  const asked = await app.counters.hit(
    `account-mails-ip:${kind}:${ip}:${windowOf(now)}`,
    HOUR_MS + MINUTE_MS,
  );
  if (asked <= accountMailsPerIpPerHour(app)) return;
  reply.header('retry-after', String(Math.ceil(((windowOf(now) + 1) * HOUR_MS - now) / 1000)));
  throw new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_TEXT);
}

/** Whether a mail of this kind may go to the address now; counts the request when it may. */
export async function mayMailAddress(
  app: FastifyInstance,
  kind: AuthTokenKind,
  email: string,
): Promise<boolean> {
  // The first request of an interval starts it; the others until it ends find the count above 1.
  return (await app.counters.hit(`account-mail:${kind}:${email}`, accountMailIntervalMs(app))) === 1;
}
