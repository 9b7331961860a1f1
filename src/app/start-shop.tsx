import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { InitialData } from '../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../contract/page-head';
import { expectHydration } from '../lib/page-hydrated';
import { embeddedReads } from '../lib/page-reads';
import { App } from './app';
import { preloadParts } from '../lib/lazy-page';
import { makeBrowserShop } from '../lib/shop-context';

/** What the server rendered the page with (contract/initial-data.ts); nothing when it did not. */
async function readInitialData(): Promise<InitialData> {
  const text = document.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return { reads: {}, parts: [] };
  const data = JSON.parse(text) as InitialData;
  // Like the API's answers (src/api/answer-check.ts): checked against the contract in development.
  if (import.meta.env.DEV) (await import('../../contract/initial-data')).initialDataSchema.parse(data);
  return data;
}

/**
 * Starts the shop in `root`. A page the server rendered is taken over as it is: its lazy parts
 * are loaded first, so the whole tree hydrates in one pass. Without one (development, or a server
 * render that failed), the browser renders it.
 */
export async function startShop(root: HTMLElement): Promise<Root> {
  const initial = await readInitialData();
  const served = root.firstElementChild !== null;
  if (served) expectHydration();
  // Evaluating the shop's code and making its root actor are two tasks, not one long one on a
  // slow phone; the page's parts then arrive in tasks of their own before hydration.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [shop] = await Promise.all([makeBrowserShop(), served && preloadParts(initial.parts)]);
  const app = (
    <StrictMode>
      <App browserShop={shop} reads={embeddedReads(initial.reads)} />
    </StrictMode>
  );
  if (served) {
    let hydrated: Root | undefined;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a slow phone's long task, and Lighthouse's TBT); a tap
    // meanwhile has the part it lands on hydrated first.
    startTransition(() => {
      hydrated = hydrateRoot(root, app, {
        // A mismatch is a bug (React then renders that part afresh): say so where developers and
        // the end-to-end journeys look.
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
    return hydrated as Root;
  }
  const created = createRoot(root);
  created.render(app);
  return created;
}
