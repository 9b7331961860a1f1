import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http-errors';
import { RATE_LIMIT_TEXT } from '../plugins/rate-limits';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Wrong second-factor codes (TOTP or recovery) one staff account may send in a clock hour, from
 * any IP: whoever sends them already has the password. Ten guesses at a 6-digit code (3 valid at a
 * time) an hour is a chance of 1 in 33 000 per hour.
 */
export const TOTP_FAILURES_PER_HOUR = 10;

const windowOf = (now: number) => Math.floor(now / HOUR_MS);
const keyOf = (userId: number, now: number) => `totp-failures:${userId}:${windowOf(now)}`;

/** 429, before any code is checked, once the account has used up its wrong codes this hour. */
export async function refuseWhenTooManyTotpFailures(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const now = Date.now();
  if ((await app.counters.get(keyOf(userId, now))) < TOTP_FAILURES_PER_HOUR) return;
  reply.header('retry-after', String(Math.ceil(((windowOf(now) + 1) * HOUR_MS - now) / 1000)));
  throw new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_TEXT);
}

export async function recordTotpFailure(app: FastifyInstance, userId: number): Promise<void> {
  await app.counters.hit(keyOf(userId, Date.now()), HOUR_MS + 60_000);
}
