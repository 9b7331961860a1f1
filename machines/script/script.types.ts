import type { Script } from '../../contract/serbian-script';

export type { Script };

/** The script this browser chose last time (local storage), null when it never chose. */
export type ScriptInput = { remembered: Script | null };

export type ScriptContext = { remembered: Script | null };

/** Sent by the header's Latinica / Ћирилица switch. */
export type ScriptEvent = { type: 'script.choose'; script: Script };

/*
 * The actions src/actors provides:
 *   showScript      params: { script }   the whole page (texts, names, toasts, title) in that script, <html lang>
 *   rememberScript  params: { script }   local storage, so the next visit opens in it
 */
export type ScriptParams = { script: Script };
