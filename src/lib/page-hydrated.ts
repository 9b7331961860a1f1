import { useEffect } from 'react';

// A page the browser renders itself (no server markup) is React's from its first commit.
let hydrated = true;
const waiting: (() => void)[] = [];

/**
 * Runs `change` once the page the server rendered is React's in full. React takes over the shell
 * first and the page's Suspense boundary in a later pass: a state change before then (the root
 * actor's start: the user, the guards, the cart) or a change of the DOM outside React (the
 * Cyrillic transliteration) would not match what it hydrates.
 */
export function whenPageHydrated(change: () => void): void {
  if (hydrated) change();
  else waiting.push(change);
}

/** The page in the document was rendered by the server: changes wait until React has taken it over. */
export function expectHydration(): void {
  hydrated = false;
}

/**
 * Rendered inside the routes' Suspense boundary: its effect runs once the page there is hydrated.
 * What waited runs in a task of its own, so hydration and the app start are not one long task on a
 * slow phone.
 */
export function PageHydrated(): null {
  useEffect(() => {
    // For whoever drives the page (the end-to-end journeys): it now answers clicks and typing. A
    // page the browser renders itself (the back office's empty /admin page) answers from here too.
    document.documentElement.dataset.hydrated = 'true';
    if (hydrated) return;
    hydrated = true;
    setTimeout(() => {
      for (const change of waiting.splice(0)) change();
    }, 0);
  }, []);
  return null;
}
