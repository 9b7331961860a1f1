import { fromCallback } from 'xstate';
import { adminSessionMachine } from '../../../machines/admin-session/admin-session.machine';
import type { StaffSession } from '../../../machines/admin-session/admin-session.types';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

export const EXPIRES = '2026-12-01T10:30:00.000Z';
export const LATER = '2026-12-01T10:45:00.000Z';

export const aStaffSession = (totp: StaffSession['totp']): StaffSession => ({
  staff: { id: 3, email: 'marko@prodavnica.rs', firstName: 'Marko', lastName: 'Marković', role: 'operator' },
  totp,
  idleExpiresAt: EXPIRES,
});

/** The staff session machine with fake calls; its idle timer only records that it runs, and with what. */
export function startAdminSession(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = adminSessionMachine.provide({
    actors: {
      readSession: fakes.logic(),
      enrol: fakes.logic(),
      verifyCode: fakes.logic(),
      recover: fakes.logic(),
      idleTimer: fromCallback(({ input }) => {
        log.push({ kind: 'invoke', id: 'idleTimer', input });
      }),
    },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: 'adminSession',
    neighbours: [],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
