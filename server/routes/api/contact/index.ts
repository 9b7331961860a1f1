import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../../db/schema';
import {
  addressOf,
  contactCopyToSenderMail,
  contactMessageToShopMail,
} from '../../../mail/templates/contact-mails';
import { scriptOf } from '../../../mail/request-script';
import { endpoint } from '../../endpoint';

const HOUR_MS = 60 * 60 * 1000;
export const CONTACT_THANKS = 'Hvala na poruci! Odgovorićemo Vam u najkraćem roku.';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('contact'),
    config: { rateLimit: { max: app.config.rateLimits.contactPerHour, timeWindow: HOUR_MS } },
    handler: async (request, reply) => {
      const message = request.body;
      await app.db.insert(contactMessages).values(message);
      await app.sendMail(contactMessageToShopMail(addressOf(app.config.mailFrom), message));
      await app.sendMail(contactCopyToSenderMail(message, scriptOf(request)));
      return reply.status(201).send({ success: true as const, message: CONTACT_THANKS });
    },
  });
};

export default contactRoutes;
