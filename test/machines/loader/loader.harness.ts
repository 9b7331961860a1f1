import { loaderMachine } from '../../../machines/loader/loader.machine';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/**
 * One screen's loader with a fake `load`, in a system of its own, started on `query` (and with
 * `loaded`, the answer the server-rendered page arrived with, when given).
 */
export function startLoader(query: unknown, loaded?: unknown): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = loaderMachine.provide({ actors: { load: fakes.logic() } });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: 'loader',
    neighbours: [],
    log,
    input: loaded === undefined ? { query } : { query, loaded },
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
