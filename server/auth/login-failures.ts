import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http-errors';
import { RATE_LIMIT_TEXT } from '../plugins/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

/*
 * Failed logins are counted per e-mail address (whether or not it has an account, so that the
 * limit reveals nothing) in clock-hour windows: the window's end is known, so Retry-After is exact.
 * A successful login does NOT reset the count: if the owner signs in during a guessing attack,
 * a reset would hand the attacker a fresh budget of guesses for the same hour.
 */
const windowOf = (now: number) => Math.floor(now / HOUR_MS);
const keyOf = (email: string, now: number) => `login-failures:${email}:${windowOf(now)}`;

/** 429 before any password check once the address has used up its failures for this hour. */
export async function refuseWhenTooManyFailures(
  app: FastifyInstance,
  reply: FastifyReply,
  email: string,
): Promise<void> {
  const now = Date.now();
  const failures = await app.counters.get(keyOf(email, now));
  if (failures < app.config.rateLimits.loginFailuresPerHour) return;
  const secondsLeft = Math.ceil(((windowOf(now) + 1) * HOUR_MS - now) / 1000);
  reply.header('retry-after', String(secondsLeft));
  throw new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_TEXT);
}

export async function recordLoginFailure(app: FastifyInstance, email: string): Promise<void> {
  const now = Date.now();
  // The counter outlives its window a little; a later window uses a new key anyway.
  await app.counters.hit(keyOf(email, now), HOUR_MS + 60_000);
}
