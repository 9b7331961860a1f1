import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toStaffMember, totpStatusOf } from '../../../admin/staff-members';
import { idleExpiresAt } from '../../../admin/staff-session';
import { endpoint } from '../../endpoint';

/** The staff member's own session: who, whether the second factor is passed, when it ends idle. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminSession'),
    handler: async (request) => {
      const user = await request.requireStaff();
      const session = await request.currentSession();
      if (!session) throw new Error('a staff member without a session');
      return {
        staff: toStaffMember(user),
        totp: await totpStatusOf(app.db, user.id, session),
        idleExpiresAt: idleExpiresAt(session).toISOString(),
      };
    },
  });
};

export default sessionRoutes;
