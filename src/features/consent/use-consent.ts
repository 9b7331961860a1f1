import { useSyncExternalStore } from 'react';
import { type ConsentState, getConsent, subscribeConsent } from './consent-store';

/** The shopper's cookie choice, re-rendering when it changes. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsent, getConsent);
}
