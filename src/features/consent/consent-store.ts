/**
 * The shopper's cookie choice (DESIGN §3): a UI preference kept in localStorage, not shop state.
 * The only place the consent feature touches storage. Views read it with useConsent().
 */
export type ConsentChoice = 'analytics' | 'necessary';

export type ConsentState = {
  /** null until the shopper chose: the banner shows. */
  choice: ConsentChoice | null;
  /** The shopper reopened the cookie settings (from the footer) to change the choice. */
  editing: boolean;
};

const STORAGE_KEY = 'cookie_consent';

// Where the choice lives when storage is blocked (private mode, a policy): this page only.
let unstored: ConsentChoice | null = null;

function readChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'analytics' || stored === 'necessary' ? stored : null;
  } catch {
    return unstored;
  }
}

let editing = false;
let snapshot: ConsentState = { choice: null, editing: false };
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The current choice, as storage holds it (the same object while nothing changed). */
export function getConsent(): ConsentState {
  const choice = readChoice();
  if (choice !== snapshot.choice || editing !== snapshot.editing) snapshot = { choice, editing };
  return snapshot;
}

/** Calls `listener` on every change, also one made in another tab. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores the shopper's choice and closes the banner. */
export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    unstored = choice;
  }
  editing = false;
  notify();
}

/** Shows the banner again so the shopper can change the choice. */
export function editConsent(): void {
  editing = true;
  notify();
}
