import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundWorkSettled } from '../../../auth/background-work';
import emailRoutes from './email-routes';
import passwordRoutes from './password-routes';
import sessionRoutes from './session-routes';

/** The auth calls of spec §7 under /api/auth. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mails queued after an answer must still go out before the app (and its database) closes.
  app.addHook('onClose', async (instance) => backgroundWorkSettled(instance));
  await app.register(sessionRoutes);
  await app.register(emailRoutes);
  await app.register(passwordRoutes);
};

export default authRoutes;
