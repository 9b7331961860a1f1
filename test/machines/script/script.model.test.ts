import { expect } from 'vitest';
import type { Script } from '../../../contract/serbian-script';
import { scriptMachine } from '../../../machines/script/script.machine';
import { selectScript } from '../../../machines/script/script.selectors';
import type { ScriptEvent } from '../../../machines/script/script.types';
import { SCRIPT_STORAGE_KEY, scriptActions } from '../../../src/actors/script.actors';
import { actionsIn, EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { createFakeBrowser } from '../utils/fake-browser';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { transitionsOf } from '../utils/model-walk';
import { recordedActions } from '../utils/recorded-actions';
import { startInSystem } from '../utils/system-harness';

const events: ScriptEvent[] = [
  { type: 'script.choose', script: 'cyrillic' },
  { type: 'script.choose', script: 'latin' },
];

let lastBrowser = createFakeBrowser();

function start(remembered: Script | null) {
  return () => {
    const log = new EffectLog();
    const fakes = createFakeActors(log);
    lastBrowser = createFakeBrowser(remembered ? { storage: { [SCRIPT_STORAGE_KEY]: remembered } } : {});
    const machine = scriptMachine.provide({
      actions: recordedActions(log, scriptActions(lastBrowser.browser)),
    });
    const { root, subject, errors } = startInSystem(machine, {
      systemId: 'script',
      neighbours: [],
      log,
      input: { remembered },
    });
    return { subject, log, fakes, errors, stop: () => root.stop() };
  };
}

function checkScriptRules({ before, event, after, effects }: ModelStepResult<ScriptEvent>) {
  const changed = selectScript(before as never) !== selectScript(after as never);
  // A choice of the other script shows the page in it and remembers it; choosing the shown one does nothing.
  expect(changed).toBe(event.script !== selectScript(before as never));
  expect(actionsIn(effects, 'showScript')).toEqual(changed ? [{ script: event.script }] : []);
  expect(actionsIn(effects, 'rememberScript')).toEqual(changed ? [{ script: event.script }] : []);
  expect(lastBrowser.scripts.at(-1)).toBe(selectScript(after as never));
  if (changed) expect(lastBrowser.storage.get(SCRIPT_STORAGE_KEY)).toBe(event.script);
}

describeModel('script', {
  machine: scriptMachine,
  transitions: transitionsOf(scriptMachine, { input: { remembered: null }, events: () => events }) as never,
  start: start(null),
  check: checkScriptRules as never,
});

describeModel('script', {
  part: 'remembered',
  machine: scriptMachine,
  transitions: transitionsOf(scriptMachine, {
    input: { remembered: 'cyrillic' },
    events: () => events,
  }) as never,
  start: start('cyrillic'),
  check: checkScriptRules as never,
});
