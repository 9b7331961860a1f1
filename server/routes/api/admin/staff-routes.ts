import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../../admin/audit-list';
import { changeStaffRole, inviteStaff, listStaff } from '../../../admin/staff-accounts';
import { conflict, notFound } from '../../../http-errors';
import { scriptOf } from '../../../mail/request-script';
import { ROLE_NAMES, staffInviteMail } from '../../../mail/templates/staff-mails';
import { publicUrl } from '../../../public-url';
import { endpoint } from '../../endpoint';

/** Staff management and the audit log (admins only: contract/routes.ts). */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminStaffList'),
    handler: async () => ({ items: await listStaff(app.db) }),
  });

  app.route({
    ...endpoint('adminStaffInvite'),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { email, role } = request.body;
      const outcome = await inviteStaff(app.db, { email, role }, { staff, ip: request.ip });
      if (outcome.kind === 'alreadyStaff') {
        const current = outcome.user.role === 'admin' ? 'admin' : 'operator';
        throw conflict(
          `Ovaj nalog je već zaposleni (${ROLE_NAMES[current]}). Ulogu promenite u spisku zaposlenih.`,
          'CONFLICT',
        );
      }
      await app.sendMail(
        outcome.kind === 'created'
          ? staffInviteMail({
              to: email,
              role,
              script: scriptOf(request),
              setPasswordLink: publicUrl(app.config, `/reset-password?token=${outcome.setPasswordToken}`),
            })
          : staffInviteMail({
              to: email,
              firstName: outcome.user.firstName,
              role,
              script: outcome.user.script,
              backOfficeLink: publicUrl(app.config, '/admin'),
            }),
      );
      return { invited: true as const };
    },
  });

  app.route({
    ...endpoint('adminStaffRole'),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const outcome = await changeStaffRole(
        app.db,
        { id: request.params.id, role: request.body.role },
        { staff, ip: request.ip },
      );
      if (outcome === 'notFound') throw notFound('Zaposleni nije pronađen.');
      if (outcome === 'lastAdmin') {
        throw conflict(
          'Ovo je jedini administrator prodavnice: prvo dodelite ulogu administratora nekom drugom.',
          'CONFLICT',
        );
      }
      return { items: await listStaff(app.db) };
    },
  });

  app.route({
    ...endpoint('adminAudit'),
    handler: async (request) => listAudit(app.db, request.query),
  });
};

export default staffRoutes;
