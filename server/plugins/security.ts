import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, forbidden } from '../http-errors';
import { holdsNul } from '../nul-text';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every answer carries (helmet's headers, Permissions-Policy), for answers made outside hooks. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Written by Node or the HTTP layer for the answer itself, not by helmet. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet gives an answer with these options, read once off a throwaway instance:
 * Fastify's router refusals (a bad URL, a too long parameter) and Node's own (431) are answered
 * without the hooks that add them, and must still carry them.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !NOT_SECURITY.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** For an answer sent without the hooks (see helmetHeaders): the same headers, and no caching. */
export function addSecurityHeaders(reply: FastifyReply): void {
  void reply.headers(reply.server.securityHeaders ?? {}).header('cache-control', 'no-store');
}

function expectedOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return new URL(app.config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/** The origin a Referer names; undefined when it names none (then it cannot be the shop's). */
function originOf(referer: string): string | undefined {
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers, and refusal of state-changing calls that a browser sends from another origin
 * or site (CSRF). Programs that send no Origin and no Sec-Fetch-Site are not browsers and pass.
 */
async function securityPlugin(app: FastifyInstance) {
  const helmetOptions: FastifyHelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        connectSrc: ["'self'", 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
        imgSrc: ["'self'", 'data:', 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.publicUrl?.startsWith('https:') ? undefined : false,
  };
  await app.register(helmet, helmetOptions);
  app.decorate('securityHeaders', {
    ...(await helmetHeaders(helmetOptions)),
    'permissions-policy': PERMISSIONS_POLICY,
  });

  // What the shop never uses, no page may use; API answers (carts, profiles, orders) are personal,
  // so no cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // Every unsafe method, whatever its path: the router decodes a path (/%61pi/…) that a prefix
  // check of the raw URL would not recognise. Fetch Metadata refuses what another site sends
  // even without an Origin, and so does a foreign Referer; a request with none of these headers
  // is no browser's and passes.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const expected = expectedOrigin(app, request);
    const { origin, referer } = request.headers;
    const fetchSite = request.headers['sec-fetch-site']?.toLowerCase();
    const refused =
      (origin !== undefined && origin !== expected) ||
      (origin === undefined && referer !== undefined && originOf(referer) !== expected) ||
      fetchSite === 'cross-site' ||
      fetchSite === 'same-site';
    if (refused) throw forbidden('Zahtev sa drugog sajta nije dozvoljen.', 'FORBIDDEN_ORIGIN');
  });

  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw badRequest('Tekst sadrži nedozvoljen znak (NUL). Uklonite ga i pokušajte ponovo.');
    }
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['db'] });
