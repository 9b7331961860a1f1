import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http-errors';
import { RATE_LIMIT_TEXT } from '../plugins/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

/*
 * Failed logins are counted (OWASP: throttle, never lock the owner out) in clock-hour windows, so
 * Retry-After is exact:
 * - per address AND IP: guesses at one account from one IP stop there, while the owner, from
 *   another IP, still signs in with the right password;
 * - per IP, whatever the address: one IP spraying a password over many accounts stops too.
 * Addresses without an account count the same, so the limits reveal nothing. A successful login
 * does NOT reset a count: that would hand an attacker on the same IP a fresh budget.
 */
const windowOf = (now: number) => Math.floor(now / HOUR_MS);
const accountKey = (ip: string, email: string, now: number) =>
  `login-failures:${ip}|${email}:${windowOf(now)}`;
const ipKey = (ip: string, now: number) => `login-failures-ip:${ip}:${windowOf(now)}`;

/** 429 before any password check once this IP has used up its failures for the address or overall. */
export async function refuseWhenTooManyFailures(
  app: FastifyInstance,
  reply: FastifyReply,
  ip: string,
  email: string,
): Promise<void> {
  const now = Date.now();
  const { loginFailuresPerHour, loginFailuresPerIpPerHour } = app.config.rateLimits;
  const [forAccount, forIp] = await Promise.all([
    app.counters.get(accountKey(ip, email, now)),
    app.counters.get(ipKey(ip, now)),
  ]);
  if (forAccount < loginFailuresPerHour && forIp < loginFailuresPerIpPerHour) return;
  const secondsLeft = Math.ceil(((windowOf(now) + 1) * HOUR_MS - now) / 1000);
  reply.header('retry-after', String(secondsLeft));
  throw new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_TEXT);
}

export async function recordLoginFailure(app: FastifyInstance, ip: string, email: string): Promise<void> {
  const now = Date.now();
  // The counters outlive their window a little; a later window uses new keys anyway.
  await Promise.all([
    app.counters.hit(accountKey(ip, email, now), HOUR_MS + 60_000),
    app.counters.hit(ipKey(ip, now), HOUR_MS + 60_000),
  ]);
}
