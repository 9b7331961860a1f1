import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CONSENT_COOKIE, consentChoiceOf } from '../../contract/consent';
import { isAdminPath } from '../../contract/page-head';
import { adminPage } from '../pages/admin-page';
import { injectFetch } from '../pages/inject-fetch';
import { inlineStyles } from '../pages/inline-styles';
import { type RenderBody, renderPage } from '../pages/page-shell';

/**
 * Serves the built storefront from `clientDir`: hashed assets cached for a year, everything else
 * revalidated, and for every page path index.html with that page's head, status and body rendered
 * by React (server/pages), which the browser hydrates; crawlers and shoppers without JavaScript
 * read the page as it is.
 * `/version.json` names the build, so open tabs notice a new one.
 */
async function clientPlugin(
  app: FastifyInstance,
  opts: { createRenderer?: ((fetch: typeof globalThis.fetch) => RenderBody) | undefined },
) {
  const root = app.config.clientDir;
  const indexFile = path.join(root, 'index.html');
  const hasClient = existsSync(indexFile);
  const template = hasClient ? inlineStyles(readFileSync(indexFile, 'utf8'), root) : '';
  const { serveSourceMaps } = app.config;
  // The build writes version.json and the static files serve it; without a build, the
  // configured BUILD_ID answers.
  if (!existsSync(path.join(root, 'version.json'))) {
    app.get('/version.json', { config: { rateLimit: false } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { buildId: app.config.buildId };
    });
  }

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes index.html, JS and CSS also as .br and .gz (vite.config.ts).
      preCompressed: true,
      allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // A route, not the not-found handler, so that the route hooks (compression, rate limits) apply.
  if (hasClient) {
    const renderBody = opts.createRenderer?.(injectFetch(app));
    const backOffice = adminPage(template);
    app.get('/*', async (request, reply) => {
      if (!isPagePath(request.url)) return notFound(reply);
      // The back office: the same page for every staff path, never stored by a cache, never indexed.
      if (isAdminPath(request.url.split('?')[0] ?? '')) {
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex, nofollow');
        return reply.type('text/html; charset=utf-8').send(backOffice);
      }
      reply.header('cache-control', 'no-cache');
      reply.type('text/html; charset=utf-8');
      try {
        const consent = consentChoiceOf(request.cookies[CONSENT_COOKIE]);
        const page = await renderPage(app, template, request.url, renderBody, consent);
        return reply.status(page.status).send(page.html);
      } catch (error) {
        // The shell without its head still runs the shop; the client shows what the API says.
        request.log.error({ err: error }, 'page head failed');
        return reply.send(template);
      }
    });
  }
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
}

function isPagePath(url: string): boolean {
  return !url.startsWith('/api/') && !path.extname(url.split('?')[0] ?? '');
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ error: 'Traženi sadržaj ne postoji.', code: 'NOT_FOUND' });
}

export default fp(clientPlugin, { name: 'client', dependencies: ['db'] });
