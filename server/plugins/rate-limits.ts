import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from '../http-errors';
import { isPageRenderCall } from '../pages/inject-fetch';

export const RATE_LIMIT_TEXT = 'Previše pokušaja. Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.';

/**
 * The plugin's own key (the IP, IPv6 by its /64), except that a request whose socket is already
 * gone has no IP: those share one key instead of throwing in the hook.
 */
export const clientKey = (request: FastifyRequest): string =>
  normalizeIP(request.ip ?? request.socket?.remoteAddress ?? 'unknown');

/**
 * A generous limit per IP on every route; routes tighten it with `config.rateLimit`.
 * Counters live in Redis when it is configured, so every instance shares them; while Redis does
 * not answer, these limits are not applied (logged by the counters and reported by /api/health).
 */
async function rateLimitsPlugin(app: FastifyInstance, opts: { redis?: Redis | undefined }) {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimits.globalPerMinute,
    timeWindow: 60_000,
    nameSpace: 'prodavnica:rl:',
    keyGenerator: clientKey,
    ...(opts.redis ? { redis: opts.redis } : {}),
    // Redis unreachable: the request passes (fail open) rather than failing; the counters of
    // failed logins (plugins/counters.ts) still hold, in this instance's memory.
    skipOnError: true,
    // The server's own reads while it renders a page count once, as the page's request.
    allowList: (request) => isPageRenderCall(request),
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_TEXT),
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['db'] });
