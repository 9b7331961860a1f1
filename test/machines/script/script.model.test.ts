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
    // The start, before any step: the script chosen last time, Latin when none was; shown, not
    // remembered again (it already is).
    const opening: Script = remembered ?? 'latin';
    expect(subject.getSnapshot().value).toBe(opening);
    expect(log.since(0)).toEqual([{ kind: 'action', name: 'showScript', params: { script: opening } }]);
    expect(lastBrowser.scripts).toEqual([opening]);
    return { subject, log, fakes, errors, stop: () => root.stop() };
  };
}

type State = Script;

/**
 * The oracle, from docs/serbian.md (not from the machine's config): whichever script is chosen in
 * the header, the shop is shown in it; choosing the one shown changes nothing.
 */
const expectedState = (_before: State, event: ScriptEvent): State => event.script;

function checkScriptRules({ before, event, after, effects }: ModelStepResult<ScriptEvent>) {
  const from = before.value as State;
  const target = expectedState(from, event);
  expect(after.value).toBe(target);
  const changed = target !== from;
  expect(selectScript(after as never)).toBe(target);
  // A choice of the other script shows the page in it and remembers it; choosing the shown one does nothing.
  const shown = changed ? [{ script: target }] : [];
  expect(actionsIn(effects, 'showScript')).toEqual(shown);
  expect(actionsIn(effects, 'rememberScript')).toEqual(shown);
  // Nothing else: no other action, send, emit or call.
  expect(effects).toHaveLength(shown.length * 2);
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
