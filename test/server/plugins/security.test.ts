import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../../server/plugins/errors';
import securityPlugin, { addSecurityHeaders } from '../../../server/plugins/security';

const CSP =
  "default-src 'self';" +
  "base-uri 'self';" +
  "font-src 'self' data:;" +
  "form-action 'self';" +
  "frame-ancestors 'none';" +
  "img-src 'self' data: https://www.googletagmanager.com;" +
  "object-src 'none';" +
  "script-src 'self' https://www.googletagmanager.com;" +
  "script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';" +
  "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com";
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const FOREIGN = { error: 'Zahtev sa drugog sajta nije dozvoljen.', code: 'FORBIDDEN_ORIGIN' };
const NUL = {
  error: 'Tekst sadrži nedozvoljen znak (NUL). Uklonite ga i pokušajte ponovo.',
  code: 'VALIDATION_ERROR',
};

/** The security plugin on its own, with the configuration the db plugin would give it. */
async function appWith(publicUrl: string | undefined): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: true,
    // Router refusals skip the hooks, so the headers come only from addSecurityHeaders.
    frameworkErrors: (_error, _request, reply) => {
      addSecurityHeaders(reply);
      void (reply as FastifyReply).status(400).send({ error: 'x', code: 'VALIDATION_ERROR' });
    },
  });
  await app.register(
    fp(async (instance) => void instance.decorate('config', { publicUrl } as never), { name: 'db' }),
  );
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    url: '/api/thing/:id',
    handler: async () => ({ ok: true }),
  });
  app.get('/api/cached', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=10');
    return { ok: true };
  });
  app.get('/proizvodi', async () => 'page');
  app.get('/apiteka', async () => 'page');
  await app.ready();
  return app;
}

describe('security headers on every answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('http://shop.test');
  });
  afterAll(() => app.close());

  it('sends the shop’s Content-Security-Policy, directive by directive', async () => {
    for (const url of ['/api/thing/1', '/proizvodi', '/api/ne-postoji']) {
      const answer = await app.inject(url);
      expect(answer.headers['content-security-policy'], url).toBe(CSP);
    }
  });

  it('turns off camera, microphone, geolocation, payment, USB and interest cohorts on every answer', async () => {
    for (const url of ['/api/thing/1', '/proizvodi', '/api/ne-postoji']) {
      const answer = await app.inject(url);
      expect(answer.headers['permissions-policy'], url).toBe(PERMISSIONS);
    }
  });

  it('sends helmet’s other headers, with no Cross-Origin-Embedder-Policy and, over plain HTTP, no HSTS', async () => {
    const headers = (await app.inject('/api/thing/1')).headers;
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers no-store unless the route set its own Cache-Control, and leaves other paths alone', async () => {
    expect((await app.inject('/api/thing/1')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/cached')).headers['cache-control']).toBe('public, max-age=10');
    expect((await app.inject('/proizvodi')).headers['cache-control']).toBeUndefined();
    expect((await app.inject('/apiteka')).headers['cache-control']).toBeUndefined();
  });

  it('keeps the headers an answer made outside the hooks needs, and nothing the answer itself writes', async () => {
    const normal = (await app.inject('/api/thing/1')).headers;
    expect(Object.keys(app.securityHeaders).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    for (const [name, value] of Object.entries(app.securityHeaders)) expect(value, name).toBe(normal[name]);
  });

  it('addSecurityHeaders gives an answer made outside the hooks those headers and Cache-Control: no-store', async () => {
    const answer = await app.inject('/api/thing/%E0%A4%A');
    expect(answer.statusCode).toBe(400);
    for (const [name, value] of Object.entries(app.securityHeaders))
      expect(answer.headers[name], name).toBe(value);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS behind HTTPS', () => {
  it('is sent when the shop’s public address is https', async () => {
    const app = await appWith('https://shop.test');
    const answer = await app.inject('/api/thing/1');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(app.securityHeaders['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });

  it('is not sent without a public address', async () => {
    const app = await appWith(undefined);
    expect((await app.inject('/api/thing/1')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});

describe('refusing state-changing calls a browser sends from another site (CSRF)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('http://shop.test/prodavnica/');
  });
  afterAll(() => app.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS', headers: Record<string, string>) =>
    app.inject({ method, url: '/api/thing/1', headers });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'refuses %s with an Origin other than the shop’s',
    async (method) => {
      const answer = await send(method, { origin: 'https://napadac.example' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(FOREIGN);
    },
  );

  it('accepts a call whose Origin is the shop’s own (the origin of the public address, without its path)', async () => {
    expect((await send('POST', { origin: 'http://shop.test' })).statusCode).toBe(200);
    expect((await send('POST', { origin: 'https://shop.test' })).statusCode).toBe(403);
  });

  it.each(['cross-site', 'same-site'])(
    'refuses a call marked Sec-Fetch-Site: %s, even without an Origin',
    async (site) => {
      const answer = await send('POST', { 'sec-fetch-site': site });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(FOREIGN);
    },
  );

  it('refuses Sec-Fetch-Site whatever its letter case (CROSS-SITE, Same-Site)', async () => {
    for (const site of ['CROSS-SITE', 'Same-Site']) {
      const answer = await send('POST', { 'sec-fetch-site': site });
      expect(answer.statusCode, site).toBe(403);
      expect(answer.json()).toEqual(FOREIGN);
    }
  });

  it('refuses a call without Origin whose Referer is another site’s (or names no origin at all)', async () => {
    for (const referer of ['http://napadac.example/stranica', 'https://shop.test/korpa', 'nije-adresa']) {
      const answer = await send('POST', { referer });
      expect(answer.statusCode, referer).toBe(403);
      expect(answer.json()).toEqual(FOREIGN);
    }
  });

  it('accepts a call without Origin whose Referer is a page of the shop', async () => {
    expect((await send('POST', { referer: 'http://shop.test/prodavnica/korpa?x=1' })).statusCode).toBe(200);
    expect(
      (await send('POST', { referer: 'http://shop.test/korpa', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
  });

  it('accepts calls marked same-origin or none, and programs that send neither header', async () => {
    expect((await send('POST', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await send('POST', { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await send('POST', {})).statusCode).toBe(200);
  });

  it.each(['GET', 'OPTIONS'] as const)(
    'lets %s through from anywhere: it changes nothing',
    async (method) => {
      const answer = await send(method, {
        origin: 'https://napadac.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(answer.statusCode).toBe(200);
    },
  );

  it('lets HEAD through from anywhere', async () => {
    const answer = await app.inject({
      method: 'HEAD',
      url: '/api/thing/1',
      headers: { origin: 'https://napadac.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the expected origin without a public address', () => {
  it('is the request’s own protocol and host', async () => {
    const app = await appWith(undefined);
    const post = (origin: string) =>
      app.inject({ method: 'POST', url: '/api/thing/1', headers: { host: 'localhost:3000', origin } });
    expect((await post('http://localhost:3000')).statusCode).toBe(200);
    expect((await post('https://localhost:3000')).statusCode).toBe(403);
    expect((await post('http://localhost:3001')).statusCode).toBe(403);
    const overHttps = await app.inject({
      method: 'POST',
      url: '/api/thing/1',
      headers: { host: 'localhost:3000', 'x-forwarded-proto': 'https', origin: 'https://localhost:3000' },
    });
    expect(overHttps.statusCode).toBe(200);
    await app.close();
  });
});

describe('refusing NUL characters before they reach SQL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('http://shop.test');
  });
  afterAll(() => app.close());

  it('refuses NUL in the query, in a path parameter and in the body, each on its own', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/thing/1?q=a%00b' },
      { method: 'GET' as const, url: '/api/thing/a%00b' },
      { method: 'POST' as const, url: '/api/thing/1', payload: { name: 'a\u0000b' } },
    ]) {
      const answer = await app.inject(request);
      expect(answer.statusCode, request.url).toBe(400);
      expect(answer.json(), request.url).toEqual(NUL);
    }
  });

  it('accepts the same requests without it', async () => {
    expect((await app.inject('/api/thing/1?q=ab')).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/thing/1', payload: { name: 'ab' } })).statusCode,
    ).toBe(200);
  });
});
