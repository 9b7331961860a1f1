import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InitialData } from '../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../contract/page-head';
import { embeddedReads } from '../lib/page-reads';
import { App } from './app';
import { preloadParts } from './lazy-page';
import '../styles/base.css';

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
 * A page the server rendered is taken over as it is: its lazy parts are loaded first, so the whole
 * tree hydrates in one pass. Without one (development, or a server render that failed), the
 * browser renders it. Not a top-level await: the page chunks import this module, which must
 * have finished evaluating before they can load.
 */
async function start(root: HTMLElement) {
  const initial = await readInitialData();
  const app = (
    <StrictMode>
      <App reads={embeddedReads(initial.reads)} />
    </StrictMode>
  );
  if (root.firstElementChild) {
    await preloadParts(initial.parts);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);
