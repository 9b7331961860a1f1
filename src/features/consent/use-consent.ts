import { createContext, useContext, useSyncExternalStore } from 'react';
import { type ConsentState, getConsent, subscribeConsent } from './consent-store';

/**
 * On the server: the choice the request's cookie holds (contract/consent.ts). The browser reads the
 * same cookie while it hydrates, so both render the banner, or both do not.
 */
export const ServedConsentContext = createContext<ConsentState | null>(null);

/** The shopper's cookie choice, re-rendering when it changes. */
export function useConsent(): ConsentState {
  const served = useContext(ServedConsentContext);
  return useSyncExternalStore(subscribeConsent, getConsent, served ? () => served : getConsent);
}
