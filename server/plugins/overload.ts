import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Overload protection: past the configured limits (OVERLOAD_* in the environment, 0 = no check)
 * every request gets 503 with Retry-After at once, so a load balancer or a client backs off instead
 * of queueing more work on a struggling instance. The errors plugin gives the answer its house shape.
 */
async function overloadPlugin(app: FastifyInstance) {
  const { overload } = app.config;
  await app.register(underPressure, {
    maxEventLoopDelay: overload.maxEventLoopDelayMs,
    maxEventLoopUtilization: overload.maxEventLoopUtilization,
    // Utilization of the last second, not the average since start (which stops moving after hours).
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: overload.maxHeapUsedBytes,
    maxRssBytes: overload.maxRssBytes,
    retryAfter: overload.retryAfterSeconds,
  });
}

export default fp(overloadPlugin, { name: 'overload', dependencies: ['db', 'errors'] });
