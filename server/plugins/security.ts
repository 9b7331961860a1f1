import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function expectedOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return new URL(app.config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers, and refusal of state-changing API calls that a browser sends from another
 * origin (CSRF). Programs that send no Origin and no Sec-Fetch-Site are not browsers and pass.
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

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const refused =
      (origin !== undefined && origin !== expectedOrigin(app, request)) ||
      (origin === undefined && fetchSite === 'cross-site');
    if (refused) throw forbidden('Zahtev sa drugog sajta nije dozvoljen.', 'FORBIDDEN_ORIGIN');
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['db'] });
