import { accountMachine } from '../../../machines/account/account.machine';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** The account machine with a fake check-user call, beside a recording auth. */
export function startAccount(): ModelHarness & { root: { system: { get: (id: string) => unknown } } } {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = accountMachine.provide({ actors: { checkUser: fakes.logic() } });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.account,
    neighbours: [systemIds.auth],
    log,
  });
  return { root, subject, log, fakes, errors, stop: () => root.stop() };
}
