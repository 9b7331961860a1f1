import { checkWith, createForm, systemActor } from '../../actors/form-logic';
import { ADMIN_SESSION_ID } from './session.actors';

const schemas = () => import('../../../contract/admin');

/** The 6-digit code of the authenticator app: the staff session sends it (machines/admin-session). */
export const totpCodeForm = createForm({
  check: checkWith(() => schemas().then((schema) => schema.totpCodeBodySchema)),
  submit: ({ code }: { code: string }, _extra, system) => {
    systemActor(system, ADMIN_SESSION_ID).send({ type: 'adminSession.totp.submit', code });
  },
});

/** One of the 10 recovery codes, instead of the app's code. */
export const recoveryCodeForm = createForm({
  check: checkWith(() => schemas().then((schema) => schema.recoveryCodeBodySchema)),
  submit: ({ code }: { code: string }, _extra, system) => {
    systemActor(system, ADMIN_SESSION_ID).send({ type: 'adminSession.recovery.submit', code });
  },
});
