import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../http-errors';
import { requestedScript } from '../../../mail/request-script';
import { STOCK_ALERT_THANKS, subscribeToStockAlert } from '../../../stock-alerts/subscribe';
import { endpoint } from '../../endpoint';

const HOUR_MS = 60 * 60 * 1000;

const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('stockAlertCreate'),
    // Each request can make the shop mail an address someone typed: limited like the contact form.
    config: { rateLimit: { max: app.config.rateLimits.stockAlertPerHour, timeWindow: HOUR_MS } },
    handler: async (request) => {
      const user = await request.currentUser();
      // A signed-in shopper is told at their account's address; a guest names one.
      const email = user?.email ?? request.body.email;
      if (!email)
        throw badRequest('Unesite e-adresu na koju da Vam javimo.', 'VALIDATION_ERROR', {
          issues: [{ path: ['email'], message: 'Unesite e-adresu na koju da Vam javimo.' }],
        });
      // The mail comes in the script the shopper asks in now, else their account's.
      const script = requestedScript(request) ?? user?.script ?? 'latin';
      await subscribeToStockAlert(app.db, {
        slug: request.params.slug,
        email,
        userId: user?.id ?? null,
        script,
      });
      return { success: true as const, email, message: STOCK_ALERT_THANKS };
    },
  });
};

export default stockAlertRoutes;
