import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoverWithCode, enrolTotp, verifyTotp } from '../../../admin/second-factor';
import { recordTotpFailure, refuseWhenTooManyTotpFailures } from '../../../admin/totp-failures';
import { totpRateLimit } from '../../../auth/rate-limit-rules';
import { TOTP_REQUIRED_TEXT } from '../../../plugins/staff';
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../../http-errors';
import { endpoint } from '../../endpoint';

const TOTP_INVALID_TEXT = 'Kod nije ispravan ili je već iskorišćen. Unesite novi kod iz aplikacije.';
const NOT_ENROLLED_TEXT = 'Prvo podesite aplikaciju za kodove (skenirajte QR kod), pa unesite kod iz nje.';
const RECOVERY_INVALID_TEXT = 'Kod za oporavak nije ispravan ili je već iskorišćen.';

/** The staff member, this session and IP, for the second factor's calls. */
async function factorContext(request: FastifyRequest) {
  const user = await request.requireStaff();
  const session = await request.currentSession();
  if (!session) throw new Error('a staff member without a session');
  return { user, session, ip: request.ip };
}

/** The TOTP second factor: enrolment, verification, and the recovery codes (totp: false routes). */
const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminTotpEnrol'),
    config: { rateLimit: totpRateLimit(app) },
    handler: async (request) => {
      const enrolment = await enrolTotp(app.db, await factorContext(request));
      if (enrolment === 'secondFactorNeeded') {
        throw forbidden(
          `Da biste podesili novu aplikaciju, prvo potvrdite postojeću. ${TOTP_REQUIRED_TEXT}`,
          'TOTP_REQUIRED',
        );
      }
      return enrolment;
    },
  });

  app.route({
    ...endpoint('adminTotpVerify'),
    config: { rateLimit: totpRateLimit(app) },
    handler: async (request, reply) => {
      const context = await factorContext(request);
      await refuseWhenTooManyTotpFailures(app, reply, context.user.id);
      const outcome = await verifyTotp(app.db, context, request.body.code);
      if (outcome.kind === 'notEnrolled') throw badRequest(NOT_ENROLLED_TEXT, 'TOTP_INVALID');
      if (outcome.kind === 'invalid') {
        await recordTotpFailure(app, context.user.id);
        throw badRequest(TOTP_INVALID_TEXT, 'TOTP_INVALID');
      }
      return {
        verified: true as const,
        ...(outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {}),
      };
    },
  });

  app.route({
    ...endpoint('adminTotpRecover'),
    config: { rateLimit: totpRateLimit(app) },
    handler: async (request, reply) => {
      const context = await factorContext(request);
      await refuseWhenTooManyTotpFailures(app, reply, context.user.id);
      const recovered = await recoverWithCode(app.db, context, request.body.code);
      if (!recovered) {
        await recordTotpFailure(app, context.user.id);
        throw badRequest(RECOVERY_INVALID_TEXT, 'TOTP_INVALID');
      }
      return { verified: true as const, ...recovered };
    },
  });
};

export default totpRoutes;
