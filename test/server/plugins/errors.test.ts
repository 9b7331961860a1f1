import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../server/http-errors';
import errorsPlugin from '../../../server/plugins/errors';

const UNAVAILABLE = {
  error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
  code: 'SERVICE_UNAVAILABLE',
};
const INTERNAL = { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' };

const withCode = (message: string, code: unknown, extra: object = {}) =>
  Object.assign(new Error(message), { code }, extra);

describe('the error handler: every error leaves as JSON { error, code }', () => {
  let app: FastifyInstance;
  let thrown: unknown;
  const logged: { level: number; msg: string; err?: { message: string } }[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorsPlugin);
    app.get('/throw', async () => {
      throw thrown;
    });
    app.post(
      '/validated',
      { schema: { body: z.object({ name: z.string(), address: z.object({ city: z.string() }) }) } },
      async () => 'ok',
    );
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logged.length = 0;
  });

  const answerTo = async (error: unknown) => {
    thrown = error;
    return app.inject({ method: 'GET', url: '/throw' });
  };

  it('answers an HttpError with its status, text, code and extra fields', async () => {
    const answer = await answerTo(
      new HttpError(401, 'UNAUTHORIZED', 'Vaša sesija je istekla.', { shouldLogin: true }),
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      error: 'Vaša sesija je istekla.',
      code: 'UNAUTHORIZED',
      shouldLogin: true,
    });
    expect(logged).toEqual([]);
  });

  it('answers a failed schema validation with 400 VALIDATION_ERROR, the first issue as text, and every issue by path', async () => {
    const answer = await app.inject({ method: 'POST', url: '/validated', payload: { address: {} } });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['name'],
      ['address', 'city'],
    ]);
    expect(body.issues.every((issue: { message: unknown }) => typeof issue.message === 'string')).toBe(true);
    expect(body.issues[0].message.length).toBeGreaterThan(0);
    expect(body.error).toBe(body.issues[0].message);
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'issues']);
  });

  it('names an issue of the whole body by an empty path', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues.map((issue: { path: string[] }) => issue.path)).toEqual([[]]);
  });

  it('gives an issue without a message the text "Neispravna vrednost."', async () => {
    const issue = {
      [Symbol.for('ZodFastifySchemaValidationError')]: true,
      keyword: 'custom',
      instancePath: '/phone',
      schemaPath: '#/phone/custom',
      params: {},
    };
    const answer = await answerTo(
      Object.assign(new Error('invalid'), { validation: [issue], statusCode: 400 }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'Neispravna vrednost.',
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['phone'], message: 'Neispravna vrednost.' }],
    });
  });

  it('answers 429 from the framework with RATE_LIMITED and its Serbian text', async () => {
    const answer = await answerTo(Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 }));
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({
      error: 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
      code: 'RATE_LIMITED',
    });
  });

  it.each([400, 404, 413, 415, 499])(
    'answers the framework’s own client error %i with its status and "Zahtev nije ispravan."',
    async (status) => {
      const answer = await answerTo(Object.assign(new Error('Body is too large'), { statusCode: status }));
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ error: 'Zahtev nije ispravan.', code: 'VALIDATION_ERROR' });
      expect(logged).toEqual([]);
    },
  );

  it.each([399, 500, 502])(
    'answers an error that carries status %i as an internal error, logged',
    async (status) => {
      const answer = await answerTo(Object.assign(new Error('upstream said no'), { statusCode: status }));
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual(INTERNAL);
    },
  );

  it('answers overload (FST_UNDER_PRESSURE) with 503 SERVICE_UNAVAILABLE and logs a warning', async () => {
    const answer = await answerTo(
      Object.assign(new Error('Service Unavailable'), { code: 'FST_UNDER_PRESSURE', statusCode: 503 }),
    );
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(UNAVAILABLE);
    expect(logged.map(({ level, msg }) => [level, msg])).toEqual([[40, 'overloaded: answered 503']]);
  });

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57P01',
    '57P03',
    '08006',
    '08001',
    '57014',
    'DB_NOT_ANSWERING',
  ])(
    'answers a database error with code %s as 503 SERVICE_UNAVAILABLE with Retry-After: 5, logged',
    async (code) => {
      const answer = await answerTo(withCode('database error', code));
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
      expect(answer.headers['retry-after']).toBe('5');
      expect(logged.map(({ level, msg, err }) => [level, msg, err?.message])).toEqual([
        [50, 'database unreachable', 'database error'],
      ]);
    },
  );

  it.each([
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Connection terminated unexpectedly',
    'CONNECTION TERMINATED due to connection timeout',
  ])('answers a driver error without a code saying "%s" as 503', async (message) => {
    const answer = await answerTo(new Error(message));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(UNAVAILABLE);
    expect(answer.headers['retry-after']).toBe('5');
  });

  it('finds the database error as the cause of the error thrown, however deep', async () => {
    const wrapped = new Error('Failed query: select …', {
      cause: new Error('driver', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') }),
    });
    const answer = await answerTo(wrapped);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
  });

  it('answers any other error with 500 INTERNAL_ERROR, no stack trace, and logs it', async () => {
    const answer = await answerTo(new Error('undefined is not a function'));
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual(INTERNAL);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(logged.map(({ level, msg, err }) => [level, msg, err?.message])).toEqual([
      [50, 'unhandled error', 'undefined is not a function'],
    ]);
  });

  it.each([
    ['a code that is no database’s', withCode('unique violation', '23505')],
    ['a numeric code', withCode('failed', 57014)],
    ['an error whose cause refers back to it', Object.assign(new Error('loop'), { code: 'E_LOOP' })],
  ])('answers %s with 500', async (_what, error) => {
    if (error.message === 'loop') (error as Error).cause = error;
    const answer = await answerTo(error);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual(INTERNAL);
  });
});
