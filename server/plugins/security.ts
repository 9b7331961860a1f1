import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, forbidden } from '../http-errors';
import { holdsNul } from '../nul-text';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

function expectedOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return new URL(app.config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers, and refusal of state-changing calls that a browser sends from another origin
 * or site (CSRF). Programs that send no Origin and no Sec-Fetch-Site are not browsers and pass.
 */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
  // even without an Origin; a request with neither header is no browser's and passes.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const refused =
      (origin !== undefined && origin !== expectedOrigin(app, request)) ||
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
