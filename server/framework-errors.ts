import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../contract/errors';
import { addSecurityHeaders } from './plugins/security';

type Refusal = { statusCode: number; body: { error: string; code: ErrorCode } };

/** What a request the framework itself refuses gets: the shop's `{ error, code }`, in Serbian. */
function refusalFor(statusCode: number): Refusal {
  switch (statusCode) {
    case 408:
      return {
        statusCode,
        body: { error: 'Zahtev je predugo trajao. Pokušajte ponovo.', code: 'REQUEST_TIMEOUT' },
      };
    case 414:
      return { statusCode, body: { error: 'Adresa zahteva je preduga.', code: 'VALIDATION_ERROR' } };
    case 431:
      return { statusCode, body: { error: 'Zaglavlja zahteva su prevelika.', code: 'VALIDATION_ERROR' } };
    default:
      return { statusCode: 400, body: { error: 'Adresa zahteva nije ispravna.', code: 'VALIDATION_ERROR' } };
  }
}

/**
 * Fastify's router refuses a malformed URL (FST_ERR_BAD_URL) or a too long path parameter before
 * any handler runs (and before the hooks that add the security headers); without this they leave
 * in Fastify's English shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body } = refusalFor(error.statusCode ?? 400);
  addSecurityHeaders(reply);
  void reply.status(statusCode).send(body);
}

/**
 * Node refuses some requests before Fastify sees them (headers too large, a timeout, a request it
 * cannot parse): answer those on the socket in the same shape.
 */
export function clientErrorHandler(
  this: FastifyInstance | undefined,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { statusCode, body } = refusalFor(status);
  const json = JSON.stringify(body);
  const headers = {
    ...this?.securityHeaders,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\n${lines.join('')}\r\n${json}`);
  }
  socket.destroy(error);
}
