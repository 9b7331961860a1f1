import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminOrderRoutes from './order-routes';
import sessionRoutes from './session-routes';
import staffRoutes from './staff-routes';
import totpRoutes from './totp-routes';

/**
 * The back office's calls under /api/admin. Each is guarded by server/plugins/staff.ts from its
 * entry in contract/routes.ts (who may call it, whether it needs the second factor) before its
 * handler or its body's validation runs; the handlers ask `request.requireStaff()` who acts.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(totpRoutes);
  await app.register(staffRoutes);
  await app.register(adminOrderRoutes);
};

export default adminRoutes;
