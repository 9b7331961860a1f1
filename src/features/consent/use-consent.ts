import { useSyncExternalStore } from 'react';
import { type ConsentState, getConsent, subscribeConsent } from './consent-store';

/** On the server and while the browser takes its page over, the choice is not read yet. */
const notReadYet = () => null;

/**
 * The shopper's cookie choice, re-rendering when it changes; null until the page is the
 * browser's (the server cannot know it, and hydration must find what the server rendered).
 */
export function useConsent(): ConsentState | null {
  return useSyncExternalStore(subscribeConsent, getConsent, notReadYet);
}
