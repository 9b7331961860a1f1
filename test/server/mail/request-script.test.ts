import { describe, expect, it } from 'vitest';
import { requestedScript, scriptOf } from '../../../server/mail/request-script';

const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-language': header } });

describe('the script a call asks for (Accept-Language)', () => {
  it('is Cyrillic for sr-Cyrl and Latin for sr-Latn, with or without a region', () => {
    expect(requestedScript(asking('sr-Cyrl'))).toBe('cyrillic');
    expect(requestedScript(asking('sr-Cyrl-RS'))).toBe('cyrillic');
    expect(requestedScript(asking('sr-Latn'))).toBe('latin');
    expect(requestedScript(asking('SR-LATN-rs'))).toBe('latin');
  });

  it('follows the weights: the preferred Serbian script wins', () => {
    expect(requestedScript(asking('en;q=0.9, sr-Latn;q=0.5, sr-Cyrl;q=0.8'))).toBe('cyrillic');
    expect(requestedScript(asking('sr-Cyrl;q=0, sr-Latn'))).toBe('latin');
  });

  it('is none when the header names no Serbian script; the mail is then Latin', () => {
    for (const header of [undefined, '', 'sr-RS,sr;q=0.9', 'en-US', 'sr-Cyrlx']) {
      expect(requestedScript(asking(header))).toBeNull();
      expect(scriptOf(asking(header))).toBe('latin');
    }
  });
});
