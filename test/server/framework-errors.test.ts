import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientErrorHandler, frameworkErrors } from '../../server/framework-errors';

/**
 * The two refusals that bypass the shop's routes, called directly: what Fastify's router refuses
 * (frameworkErrors) and what Node refuses on the socket (clientErrorHandler). response-headers.test.ts
 * and hostile-input.test.ts reach them through real requests.
 */
const SECURITY = { 'x-frame-options': 'DENY', 'permissions-policy': 'camera=()' };

function aReply() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    server: { securityHeaders: SECURITY },
    headers(values: Record<string, string>) {
      Object.assign(sent.headers, values);
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { sent, reply: reply as unknown as FastifyReply };
}

const refuse = (statusCode: number | undefined) => {
  const { sent, reply } = aReply();
  frameworkErrors({ statusCode } as FastifyError, {} as FastifyRequest, reply);
  return sent;
};

describe('what the router refuses, in the shop’s shape', () => {
  it('a malformed URL: 400 in Serbian, with the security headers and no-store', () => {
    expect(refuse(400)).toEqual({
      status: 400,
      headers: { ...SECURITY, 'cache-control': 'no-store' },
      body: { error: 'Adresa zahteva nije ispravna.', code: 'VALIDATION_ERROR' },
    });
  });

  it('a path parameter over the limit: 414', () => {
    expect(refuse(414)).toMatchObject({
      status: 414,
      body: { error: 'Adresa zahteva je preduga.', code: 'VALIDATION_ERROR' },
    });
  });

  it('431 and 408 keep their status and text', () => {
    expect(refuse(431)).toMatchObject({
      status: 431,
      body: { error: 'Zaglavlja zahteva su prevelika.', code: 'VALIDATION_ERROR' },
    });
    expect(refuse(408)).toMatchObject({
      status: 408,
      body: { error: 'Zahtev je predugo trajao. Pokušajte ponovo.', code: 'REQUEST_TIMEOUT' },
    });
  });

  it('any other status, or none, is answered as a bad request (400)', () => {
    const badRequest = { error: 'Adresa zahteva nije ispravna.', code: 'VALIDATION_ERROR' };
    expect(refuse(500)).toMatchObject({ status: 400, body: badRequest });
    expect(refuse(undefined)).toMatchObject({ status: 400, body: badRequest });
  });
});

function aSocket({ destroyed = false, writable = true } = {}) {
  const socket = {
    destroyed,
    writable,
    written: [] as string[],
    destroyedWith: undefined as unknown,
    write(text: string) {
      socket.written.push(text);
      return true;
    },
    destroy(error: unknown) {
      socket.destroyedWith = error;
    },
  };
  return socket;
}

const nodeError = (code: string) => Object.assign(new Error(code), { code });
const shop = { securityHeaders: SECURITY } as unknown as FastifyInstance;

describe('what Node refuses, answered on the socket', () => {
  it('headers too large: 431 with the security headers, no-store, the exact length, then the socket closes', () => {
    const socket = aSocket();
    const error = nodeError('HPE_HEADER_OVERFLOW');
    clientErrorHandler.call(shop, error, socket as unknown as Socket);
    expect(socket.written).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large\r\n' +
        'x-frame-options: DENY\r\n' +
        'permissions-policy: camera=()\r\n' +
        'x-content-type-options: nosniff\r\n' +
        'cache-control: no-store\r\n' +
        'content-type: application/json; charset=utf-8\r\n' +
        'content-length: 69\r\n' +
        'connection: close\r\n' +
        '\r\n' +
        '{"error":"Zaglavlja zahteva su prevelika.","code":"VALIDATION_ERROR"}',
    ]);
    expect(socket.destroyedWith).toBe(error);
  });

  it('a request timeout: 408, its length counted in bytes (š is two)', () => {
    const socket = aSocket();
    clientErrorHandler.call(shop, nodeError('ERR_HTTP_REQUEST_TIMEOUT'), socket as unknown as Socket);
    expect(socket.written[0]).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(socket.written[0]).toContain('\r\ncontent-length: 81\r\n');
    expect(socket.written[0]).toMatch(
      /\r\n\r\n\{"error":"Zahtev je predugo trajao\. Pokušajte ponovo\.","code":"REQUEST_TIMEOUT"\}$/,
    );
  });

  it('anything else Node cannot parse: 400; without the app, the answer still has its own headers', () => {
    const socket = aSocket();
    clientErrorHandler.call(undefined, nodeError('HPE_INVALID_METHOD'), socket as unknown as Socket);
    expect(socket.written).toEqual([
      'HTTP/1.1 400 Bad Request\r\n' +
        'x-content-type-options: nosniff\r\n' +
        'cache-control: no-store\r\n' +
        'content-type: application/json; charset=utf-8\r\n' +
        'content-length: 67\r\n' +
        'connection: close\r\n' +
        '\r\n' +
        '{"error":"Adresa zahteva nije ispravna.","code":"VALIDATION_ERROR"}',
    ]);
  });

  it('a client that hung up, or a socket already gone, gets nothing and is left alone', () => {
    const reset = aSocket();
    clientErrorHandler.call(shop, nodeError('ECONNRESET'), reset as unknown as Socket);
    expect(reset).toMatchObject({ written: [], destroyedWith: undefined });

    const gone = aSocket({ destroyed: true });
    clientErrorHandler.call(shop, nodeError('HPE_HEADER_OVERFLOW'), gone as unknown as Socket);
    expect(gone).toMatchObject({ written: [], destroyedWith: undefined });
  });

  it('a socket that can no longer be written is only closed', () => {
    const socket = aSocket({ writable: false });
    const error = nodeError('HPE_HEADER_OVERFLOW');
    clientErrorHandler.call(shop, error, socket as unknown as Socket);
    expect(socket.written).toEqual([]);
    expect(socket.destroyedWith).toBe(error);
  });
});
