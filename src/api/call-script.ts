import type { Script } from '../../contract/serbian-script';

/** The script the shop is shown in; every call asks for it, so the mails a call starts come in it. */
let shownScript: Script = 'latin';

/** Called when the shop is shown in `script` (src/actors/script.actors.ts). */
export function askInScript(script: Script): void {
  shownScript = script;
}

/**
 * The Accept-Language of every call: Serbian in the shown script, the HTTP way of asking for a
 * language and script; the server writes that call's mails in it (server/mail/request-script.ts).
 */
export function acceptLanguage(): 'sr-Cyrl' | 'sr-Latn' {
  return shownScript === 'cyrillic' ? 'sr-Cyrl' : 'sr-Latn';
}
