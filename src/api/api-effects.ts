import type { Toast } from '../../machines/shared/toast';

/** The effects spec §8 needs, given once at start (src/lib) so the wrapper stays testable. */
export type ApiEffects = {
  showToast: (toast: Toast) => void;
  /**
   * Logs the user out after a 401 with shouldLogin. May return a promise that settles once the
   * logout is done: 401s arriving meanwhile belong to the same expiry and call it no more.
   */
  sessionExpired: () => unknown;
};

// Kept apart from ./request.ts: src/lib configures the effects without the HTTP calls.
const noEffects: ApiEffects = { showToast: () => {}, sessionExpired: () => {} };
let effects: ApiEffects = noEffects;
let expiryInProgress: Promise<unknown> | null = null;

/** Gives the wrapper its effects (and forgets any expiry in progress). */
export function configureApi(next: ApiEffects): void {
  effects = next;
  expiryInProgress = null;
}

/** Shows a toast with the configured effects. */
export function showApiToast(toast: Toast): void {
  effects.showToast(toast);
}

/** Starts the session expiry, unless one is already in progress (one logout for many 401s). */
export function expireSessionOnce(): void {
  if (expiryInProgress) return;
  const settled = Promise.resolve()
    .then(() => effects.sessionExpired())
    .catch((error: unknown) => console.error('Odjava posle isteka sesije nije uspela', error))
    .finally(() => {
      if (expiryInProgress === settled) expiryInProgress = null;
    });
  expiryInProgress = settled;
}
