/**
 * The shopper's cookie choice (DESIGN §3) lives in this cookie, a necessary one: the server reads
 * it to render the page with the banner or without it, and the browser hydrates the same.
 */
export const CONSENT_COOKIE = 'cookie_consent';

export type ConsentChoice = 'analytics' | 'necessary';

export const consentChoiceOf = (value: unknown): ConsentChoice | null =>
  value === 'analytics' || value === 'necessary' ? value : null;
