import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { scriptMachine } from '../../../machines/script/script.machine';
import { selectScript } from '../../../machines/script/script.selectors';
import type { ScriptInput } from '../../../machines/script/script.types';
import { readStoredScript, SCRIPT_STORAGE_KEY, scriptActions } from '../../../src/actors/script.actors';
import { createFakeBrowser } from '../utils/fake-browser';

function startScript(stored?: string) {
  const fake = createFakeBrowser(stored === undefined ? {} : { storage: { [SCRIPT_STORAGE_KEY]: stored } });
  const actor = createActor(scriptMachine.provide({ actions: scriptActions(fake.browser) }), {
    input: { remembered: readStoredScript(fake.browser.storage) },
  }).start();
  return { actor, fake };
}

describe('script: Latin by default, Cyrillic when chosen, remembered per browser', () => {
  it('opens in Latin in a browser that never chose, and shows the page in Latin', () => {
    const { actor, fake } = startScript();
    expect(selectScript(actor.getSnapshot())).toBe('latin');
    expect(fake.scripts).toEqual(['latin']);
    expect(fake.storage.has(SCRIPT_STORAGE_KEY)).toBe(false);
  });

  it('opens in the script the browser chose on an earlier visit', () => {
    const { actor, fake } = startScript('cyrillic');
    expect(selectScript(actor.getSnapshot())).toBe('cyrillic');
    expect(fake.scripts).toEqual(['cyrillic']);
  });

  it('ignores a stored value that is not a script', () => {
    expect(selectScript(startScript('klingon').actor.getSnapshot())).toBe('latin');
  });

  it('keeps the choice for the next visit', () => {
    const first = startScript();
    first.actor.send({ type: 'script.choose', script: 'cyrillic' });
    const stored = first.fake.storage.get(SCRIPT_STORAGE_KEY);
    expect(stored).toBe('cyrillic');
    expect(selectScript(startScript(stored).actor.getSnapshot())).toBe('cyrillic');
  });

  it('still switches when storage refuses to write', () => {
    const { actor, fake } = startScript();
    fake.browser.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    actor.send({ type: 'script.choose', script: 'cyrillic' });
    expect(fake.scripts).toEqual(['latin', 'cyrillic']);
  });

  it('choosing the script already shown changes nothing and stores nothing', () => {
    const latin = startScript();
    latin.actor.send({ type: 'script.choose', script: 'latin' });
    expect(selectScript(latin.actor.getSnapshot())).toBe('latin');
    expect(latin.fake.scripts).toEqual(['latin']);
    expect(latin.fake.storage.has(SCRIPT_STORAGE_KEY)).toBe(false);
    const cyrillic = startScript('cyrillic');
    cyrillic.actor.send({ type: 'script.choose', script: 'cyrillic' });
    expect(cyrillic.fake.scripts).toEqual(['cyrillic']);
  });

  it('opens in Latin when started without input (the Stately visualizer)', () => {
    // The types ask for input; the visualizer starts the machine without any.
    const actor = createActor(scriptMachine, {} as { input: ScriptInput }).start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('latin');
  });
});
