import { expect } from 'vitest';
import { adminSessionMachine } from '../../../machines/admin-session/admin-session.machine';
import type {
  AdminSessionContext,
  AdminSessionEvent,
  StaffSession,
} from '../../../machines/admin-session/admin-session.types';
import { invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { aStaffSession, EXPIRES, LATER, startAdminSession } from './admin-session.harness';

type ModelEvent = AdminSessionEvent | ActorCompletion;

const CODE = '492039';
const RECOVERY = 'k7d2-9xq4-pl3m';
const CODES = Array.from({ length: 10 }, (_, index) => `kod-${index}`);
const ENROLMENT = {
  uri: 'otpauth://totp/Prodavnica:marko',
  qrCode: 'data:image/png;base64,AAAA',
  secret: 'JBSWY3DP',
};
const apiError = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { status, code });
const UNAUTHORIZED = apiError(401, 'UNAUTHORIZED', 'Prijavite se da biste nastavili.');
const FORBIDDEN = apiError(403, 'FORBIDDEN', 'Nemate pristup.');
const OFFLINE = apiError(0, 'NETWORK', 'Veza sa serverom nije uspela.');
const INVALID = apiError(400, 'TOTP_INVALID', 'Kod nije ispravan.');

const events: ModelEvent[] = [
  actorDone('readSession', aStaffSession('notEnrolled')),
  actorDone('readSession', aStaffSession('required')),
  actorDone('readSession', aStaffSession('verified')),
  actorDone('readSession', { staff: aStaffSession('verified').staff, totp: 'unknown' }),
  actorFailed('readSession', UNAUTHORIZED),
  actorFailed('readSession', FORBIDDEN),
  actorFailed('readSession', OFFLINE),
  actorDone('enrol', ENROLMENT),
  actorFailed('enrol', OFFLINE),
  actorDone('verifyCode', { verified: true, recoveryCodes: CODES }),
  actorDone('verifyCode', { verified: true }),
  actorFailed('verifyCode', INVALID),
  actorDone('recover', { verified: true, remainingRecoveryCodes: 9 }),
  actorFailed('recover', INVALID),
  { type: 'adminSession.retry' },
  { type: 'adminSession.totp.submit', code: CODE },
  { type: 'adminSession.recovery.use' },
  { type: 'adminSession.recovery.cancel' },
  { type: 'adminSession.recovery.submit', code: RECOVERY },
  { type: 'adminSession.codes.saved' },
  { type: 'adminSession.lost', reason: 'login' },
  { type: 'adminSession.lost', reason: 'totp' },
  { type: 'adminSession.active', idleExpiresAt: LATER },
  { type: 'adminSession.idle' },
];

const transitions = transitionsOf(adminSessionMachine, { events: () => events as AdminSessionEvent[] });

type Step =
  | 'checking'
  | 'failed'
  | 'signedOut'
  | 'noAccess'
  | 'enrolling.starting'
  | 'enrolling.startFailed'
  | 'enrolling.scanning'
  | 'enrolling.confirming'
  | 'enrolling.savingCodes'
  | 'signingIn.code'
  | 'signingIn.verifying'
  | 'signingIn.recovery'
  | 'signingIn.recovering'
  | 'ready'
  | 'expired';

const stepOf = (value: unknown): Step =>
  (typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, string>)
        .map(([outer, inner]) => `${outer}.${inner}`)
        .join('')) as Step;

/** Where the session goes after GET /api/admin/session answered with this second-factor status. */
const AFTER_READ: Record<string, Step> = {
  notEnrolled: 'enrolling.starting',
  required: 'signingIn.code',
  verified: 'ready',
};

/**
 * The oracle, from the rules of the staff's way in (issue 33): not signed in → the shop's login;
 * a shopper → no access; no TOTP yet → enrol (QR, first code, recovery codes once); enrolled →
 * a code or a recovery code; then the back office until a 401 (login), a TOTP_REQUIRED (the code
 * again, after reading the session) or 30 minutes idle. An event a step does not name leaves it.
 */
function expectedStep(from: Step, event: ModelEvent): Step {
  const failure = 'error' in event ? (event.error as { status: number }) : undefined;
  switch (`${from} ${event.type}`) {
    case 'checking xstate.done.actor.readSession':
      return AFTER_READ[(event as { output: StaffSession }).output.totp] ?? 'failed';
    case 'checking xstate.error.actor.readSession':
      return failure?.status === 401 ? 'signedOut' : failure?.status === 403 ? 'noAccess' : 'failed';
    case 'failed adminSession.retry':
    case 'expired adminSession.retry':
      return 'checking';
    case 'enrolling.starting xstate.done.actor.enrol':
      return 'enrolling.scanning';
    case 'enrolling.starting xstate.error.actor.enrol':
      return 'enrolling.startFailed';
    case 'enrolling.startFailed adminSession.retry':
      return 'enrolling.starting';
    case 'enrolling.scanning adminSession.totp.submit':
      return 'enrolling.confirming';
    case 'enrolling.confirming xstate.done.actor.verifyCode':
      return (event as { output: { recoveryCodes?: string[] } }).output.recoveryCodes
        ? 'enrolling.savingCodes'
        : 'ready';
    case 'enrolling.confirming xstate.error.actor.verifyCode':
      return 'enrolling.scanning';
    case 'enrolling.savingCodes adminSession.codes.saved':
      return 'ready';
    case 'signingIn.code adminSession.totp.submit':
      return 'signingIn.verifying';
    case 'signingIn.code adminSession.recovery.use':
      return 'signingIn.recovery';
    case 'signingIn.verifying xstate.done.actor.verifyCode':
      return 'ready';
    case 'signingIn.verifying xstate.error.actor.verifyCode':
      return 'signingIn.code';
    case 'signingIn.recovery adminSession.recovery.submit':
      return 'signingIn.recovering';
    case 'signingIn.recovery adminSession.recovery.cancel':
      return 'signingIn.code';
    case 'signingIn.recovering xstate.done.actor.recover':
      return 'ready';
    case 'signingIn.recovering xstate.error.actor.recover':
      return 'signingIn.recovery';
    case 'ready adminSession.lost':
      return (event as { reason: string }).reason === 'login' ? 'signedOut' : 'checking';
    case 'ready adminSession.active':
      return 'ready';
    case 'ready adminSession.idle':
      return 'expired';
  }
  return from;
}

const BUSY = new Set<Step>([
  'checking',
  'enrolling.starting',
  'enrolling.confirming',
  'signingIn.verifying',
  'signingIn.recovering',
]);

function checkSessionRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AdminSessionContext;
  const now = after.context as AdminSessionContext;
  const from = stepOf(before.value);
  const to = expectedStep(from, event);
  expect(stepOf(after.value)).toBe(to);
  const moved = to !== from || (from === 'ready' && event.type === 'adminSession.active');

  // The calls: the session is read on each entry of `checking`, the enrolment starts on entering
  // it, each code goes to the server once with what was typed; the idle timer starts on each entry
  // of the back office, with the time the server last named.
  expect(invokesIn(effects, 'readSession')).toEqual(moved && to === 'checking' ? [undefined] : []);
  expect(invokesIn(effects, 'enrol')).toEqual(moved && to === 'enrolling.starting' ? [undefined] : []);
  const codeSent = to === 'enrolling.confirming' || to === 'signingIn.verifying';
  expect(invokesIn(effects, 'verifyCode')).toEqual(moved && codeSent ? [CODE] : []);
  expect(invokesIn(effects, 'recover')).toEqual(moved && to === 'signingIn.recovering' ? [RECOVERY] : []);
  const expiry = event.type === 'adminSession.active' ? LATER : (now.session?.idleExpiresAt ?? '');
  expect(invokesIn(effects, 'idleTimer')).toEqual(moved && to === 'ready' ? [expiry] : []);

  // What the screens show.
  if (from === 'checking' && event.type === 'xstate.done.actor.readSession' && to !== 'failed')
    expect(now.session).toEqual((event as { output: StaffSession }).output);
  if (to === 'signedOut' || to === 'noAccess')
    expect(now).toMatchObject({ session: null, recoveryCodes: null });
  if (to === 'enrolling.scanning' && from === 'enrolling.starting') expect(now.enrolment).toEqual(ENROLMENT);
  if (to === 'enrolling.savingCodes') expect(now).toMatchObject({ recoveryCodes: CODES, enrolment: null });
  if (from === 'enrolling.savingCodes' && to === 'ready') expect(now.recoveryCodes).toBeNull();
  if (event.type === 'xstate.done.actor.recover' && from === 'signingIn.recovering')
    expect(now.remainingRecoveryCodes).toBe(9);
  if (event.type === 'adminSession.active' && from === 'ready')
    expect(now.session?.idleExpiresAt).toBe(LATER);
  // A refused code or a failed call is said with the server's text; a new attempt clears it.
  if ('error' in event && to !== from && to !== 'signedOut' && to !== 'noAccess')
    expect(now.error).toBe((event.error as Error).message);
  if (BUSY.has(to) && to !== 'checking') expect(now.error).toBeNull();
  if (from === 'checking' && to === 'failed' && event.type === 'xstate.done.actor.readSession')
    expect(now.error).toBe('Odgovor servera nije razumljiv.');
  if (to === from && !moved) expect(now).toEqual(was);
  expect(after.hasTag('busy')).toBe(BUSY.has(to));
  expect(now.session?.idleExpiresAt ?? EXPIRES).toMatch(/^2026-12-01T10:(30|45)/);
}

describeModel('admin-session', {
  machine: adminSessionMachine,
  transitions: transitions as never,
  start: startAdminSession,
  check: checkSessionRules as never,
});
