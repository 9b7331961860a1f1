import catalogCachePlugin from './cache/catalog-cache-plugin';
import catalogImageRoutes from './images/catalog-image-routes';
import photoRoutes from './images/photo-routes';
import shareImageRoutes from './images/share-image-routes';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { installSerbianZodMessages } from '../contract/zod-serbian';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import type { Mailer } from './mail/mailer';
import seoRoutes from './pages/seo-routes';
import type { RenderBody } from './pages/page-shell';
import clientPlugin from './plugins/client';
import countersPlugin from './plugins/counters';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import mailPlugin from './plugins/mail';
import overloadPlugin from './plugins/overload';
import rateLimitsPlugin from './plugins/rate-limits';
import securityPlugin from './plugins/security';
import sessionsPlugin from './plugins/sessions';
import staffPlugin from './plugins/staff';
import stockAlertsPlugin from './stock-alerts/stock-alerts-plugin';
import saleWindowsPlugin from './catalog/sale-windows-plugin';
import adminRoutes from './routes/api/admin/index';
import adminCatalogRoutes from './routes/api/admin/catalog/index';
import adminCategoryRoutes from './routes/api/admin/categories/index';
import adminPromoRoutes from './routes/api/admin/promo/index';
import adminProductRoutes from './routes/api/admin/products/index';
import authRoutes from './routes/api/auth/index';
import cartRoutes from './routes/api/cart/index';
import categoriesRoutes from './routes/api/categories/index';
import contactRoutes from './routes/api/contact/index';
import healthRoutes from './routes/api/health/index';
import ordersRoutes from './routes/api/orders/index';
import productsRoutes from './routes/api/products/index';
import profileRoutes from './routes/api/profile/index';
import reviewsRoutes from './routes/api/reviews/index';
import stockAlertRoutes from './routes/api/stock-alerts/index';
import wishlistRoutes from './routes/api/wishlist/index';

export type RouteSummary = { method: string; url: string; schema: unknown };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its schema, as registered (the fuzz test walks them all). */
    routeTable: RouteSummary[];
    /** The Redis several instances share, when configured. */
    redis: Redis | undefined;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Shared rate-limit and counter store for several instances; in memory without it. */
  redis?: Redis | undefined;
  logger?: boolean | object;
  /**
   * The storefront's server renderer (src/app/entry-server.tsx, built beside main.js), given the
   * app's own `fetch`; without it pages go out with their head only and the browser renders them.
   */
  createRenderer?: ((fetch: typeof globalThis.fetch) => RenderBody) | undefined;
};

/** Builds the shop's HTTP app from its dependencies; main.ts and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  installSerbianZodMessages();
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    // Product slugs may be 200 characters (contract/catalog.ts); the default limit is 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Calls like POST /api/cart/create have no body; clients that still say application/json must
  // not be refused for it. Everything else goes through Fastify's own (prototype-safe) parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('redis', deps.redis);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });

  await app.register(dbPlugin, { database: deps.database, config: deps.config });
  await app.register(errorsPlugin);
  await app.register(overloadPlugin);
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitsPlugin, { redis: deps.redis });
  await app.register(countersPlugin, { redis: deps.redis });
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(sessionsPlugin);
  // Before the routes: its onRoute hook guards every /api/admin/* route by contract/routes.ts.
  await app.register(staffPlugin);
  await app.register(catalogCachePlugin, { redis: deps.redis });
  await app.register(stockAlertsPlugin);
  await app.register(saleWindowsPlugin);

  await app.register(healthRoutes);
  await app.register(cartRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(wishlistRoutes);
  await app.register(categoriesRoutes);
  await app.register(productsRoutes);
  await app.register(reviewsRoutes);
  await app.register(stockAlertRoutes);
  await app.register(ordersRoutes);
  await app.register(contactRoutes);
  await app.register(adminRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminPromoRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(seoRoutes);
  await app.register(shareImageRoutes);
  await app.register(catalogImageRoutes);
  await app.register(photoRoutes);
  await app.register(clientPlugin, { createRenderer: deps.createRenderer });

  return app;
}
