import Cookies from 'js-cookie';
import { CONSENT_COOKIE, type ConsentChoice, consentChoiceOf } from '../../../contract/consent';

/**
 * The shopper's cookie choice (DESIGN §3): a UI preference kept in a cookie (contract/consent.ts),
 * so the server renders the page with or without the banner; not shop state. The only place the
 * consent feature touches storage. Views read it with useConsent().
 */
export type { ConsentChoice };

export type ConsentState = {
  /** null until the shopper chose: the banner shows. */
  choice: ConsentChoice | null;
  /** The shopper reopened the cookie settings (from the footer) to change the choice. */
  editing: boolean;
};

/** Where earlier versions of the shop kept the choice; moved into the cookie when read. */
const LEGACY_STORAGE_KEY = 'cookie_consent';
const YEAR_IN_DAYS = 365;

// Where the choice lives when cookies are blocked: this page only.
let unstored: ConsentChoice | null = null;

function storeChoice(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, { path: '/', expires: YEAR_IN_DAYS, sameSite: 'lax' });
  if (Cookies.get(CONSENT_COOKIE) !== choice) unstored = choice;
}

function readChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const stored = consentChoiceOf(Cookies.get(CONSENT_COOKIE));
  if (stored) return stored;
  try {
    const legacy = consentChoiceOf(window.localStorage.getItem(LEGACY_STORAGE_KEY));
    if (legacy) {
      storeChoice(legacy);
      window.localStorage.removeItem(LEGACY_STORAGE_KEY);
      return legacy;
    }
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  return unstored;
}

let editing = false;
let snapshot: ConsentState = { choice: null, editing: false };
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The current choice, as the cookie holds it (the same object while nothing changed). */
export function getConsent(): ConsentState {
  const choice = readChoice();
  if (choice !== snapshot.choice || editing !== snapshot.editing) snapshot = { choice, editing };
  return snapshot;
}

/** Calls `listener` on every change; one made in another tab shows when this one is back in front. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** Stores the shopper's choice and closes the banner. */
export function saveConsent(choice: ConsentChoice): void {
  storeChoice(choice);
  editing = false;
  notify();
}

/** Shows the banner again so the shopper can change the choice. */
export function editConsent(): void {
  editing = true;
  notify();
}
