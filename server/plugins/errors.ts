import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
  // statement_timeout: the server cancelled a query that ran too long.
  '57014',
  // db/database-gate.ts: PostgreSQL is known not to answer, the request did not wait.
  'DB_NOT_ANSWERING',
]);
/** node-postgres's own timeouts carry no code, only these texts. */
const DB_TIMEOUT_TEXT = /timeout exceeded when trying to connect|Query read timeout|Connection terminated/i;
/** How long a client should wait before calling again after a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isDatabaseDown(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
    if (typeof message === 'string' && DB_TIMEOUT_TEXT.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const SERVICE_UNAVAILABLE = {
  error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
  code: 'SERVICE_UNAVAILABLE',
} as const;

/** One error handler: every error leaves as JSON `{ error, code }`, never with a stack trace. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Neispravna vrednost.',
      }));
      return reply.status(400).send({
        error: issues[0]?.message ?? 'Neispravni podaci.',
        code: 'VALIDATION_ERROR',
        issues,
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        error: 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
        code: 'RATE_LIMITED',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply
        .status(error.statusCode)
        .send({ error: 'Zahtev nije ispravan.', code: 'VALIDATION_ERROR' });
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // @fastify/under-pressure (plugins/overload.ts) has set the status and Retry-After already.
      request.log.warn('overloaded: answered 503');
      return reply.status(503).send(SERVICE_UNAVAILABLE);
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(SERVICE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
