import { describe, expect, it } from 'vitest';
import { readStoredScript, SCRIPT_STORAGE_KEY, scriptActions } from '../../src/actors/script.actors';
import { acceptLanguage } from '../../src/api/call-script';
import { createFakeBrowser } from '../machines/utils/fake-browser';

/* The script choice kept in local storage, and the page shown in it (src/actors/script.actors.ts). */

type Act = (args: unknown, params: { script: string }) => void;
const refusing = () => {
  throw new Error('SecurityError');
};

describe('the script this browser chose last time', () => {
  it('is read from local storage under "script": latin or cyrillic', () => {
    expect(SCRIPT_STORAGE_KEY).toBe('script');
    for (const script of ['latin', 'cyrillic'] as const) {
      const fake = createFakeBrowser({ storage: { script } });
      expect(readStoredScript(fake.browser.storage)).toBe(script);
    }
  });

  it('nothing stored, anything else stored, or a storage that refuses means no choice', () => {
    expect(readStoredScript(createFakeBrowser().browser.storage)).toBeNull();
    for (const stored of ['', 'Cyrillic', 'cirilica', '"latin"']) {
      expect(readStoredScript(createFakeBrowser({ storage: { script: stored } }).browser.storage)).toBeNull();
    }
    const fake = createFakeBrowser();
    fake.browser.storage.getItem = refusing;
    expect(readStoredScript(fake.browser.storage)).toBeNull();
  });
});

describe('the script machine’s effects', () => {
  it('showScript shows the page in the script chosen', () => {
    const fake = createFakeBrowser();
    const { showScript } = scriptActions(fake.browser) as unknown as Record<string, Act>;
    showScript!({}, { script: 'cyrillic' });
    showScript!({}, { script: 'latin' });
    expect(fake.scripts).toEqual(['cyrillic', 'latin']);
  });

  it('showScript makes every call ask for that script, so the mails it starts come in it', () => {
    const { showScript } = scriptActions(createFakeBrowser().browser) as unknown as Record<string, Act>;
    showScript!({}, { script: 'cyrillic' });
    expect(acceptLanguage()).toBe('sr-Cyrl');
    showScript!({}, { script: 'latin' });
    expect(acceptLanguage()).toBe('sr-Latn');
  });

  it('rememberScript keeps the choice for the next visit', () => {
    const fake = createFakeBrowser();
    const { rememberScript } = scriptActions(fake.browser) as unknown as Record<string, Act>;
    rememberScript!({}, { script: 'cyrillic' });
    expect(fake.storage.get('script')).toBe('cyrillic');
  });

  it('a storage that refuses the choice changes nothing else: no error reaches the machine', () => {
    const fake = createFakeBrowser();
    fake.browser.storage.setItem = refusing;
    const { rememberScript } = scriptActions(fake.browser) as unknown as Record<string, Act>;
    expect(() => rememberScript!({}, { script: 'cyrillic' })).not.toThrow();
  });
});
