import { createMachine } from 'xstate';
import { accountMachine } from '../../../machines/account/account.machine';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** A stand-in page flow: idle until told to go. */
export const standInFlow = createMachine({
  id: 'standInFlow',
  initial: 'idle',
  states: { idle: { on: { go: 'moved' } }, moved: {} },
});

/** The account machine with a fake check-user call and stand-in page flows, beside a recording auth. */
export function startAccount(): ModelHarness & { root: { system: { get: (id: string) => unknown } } } {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const flow = standInFlow as never;
  const machine = accountMachine.provide({
    actors: {
      checkUser: fakes.logic(),
      resetPassword: flow,
      verifyEmail: flow,
      forgotPassword: flow,
      emailVerification: flow,
    },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.account,
    neighbours: [systemIds.auth],
    log,
  });
  return { root, subject, log, fakes, errors, stop: () => root.stop() };
}
