import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ConsentChoice } from '../../contract/consent';
import type { InitialData } from '../../contract/initial-data';
import { answerCallsWith } from '../api/request';
import { serverReads } from '../lib/page-reads';
import { createServerShop } from '../lib/server-shop';
import { App } from './app';

/** A storefront page's body as React renders it on the server, and what the browser needs to hydrate it. */
export type RenderedBody = { html: string; state: InitialData };

/**
 * The storefront's server renderer (built into dist-server/entry-server.js; server/pages uses it).
 * `fetch` answers the API calls the pages' loaders make, from the server itself; `consent` is the
 * request's cookie choice (the banner shows without one). Each page is
 * rendered whole (every read answered, every lazy page loaded) with no effect run; any error
 * rejects, so the server can answer with the page the browser renders instead.
 */
export function createRenderer(
  fetch: typeof globalThis.fetch,
): (url: string, request: { consent: ConsentChoice | null }) => Promise<RenderedBody> {
  answerCallsWith(fetch);
  return async (url, { consent }) => {
    const reads = serverReads();
    const parts = new Set<string>();
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App
          shop={createServerShop()}
          ssrPath={url}
          reads={reads}
          renderedParts={parts}
          consent={{ choice: consent, editing: false }}
        />
      </StrictMode>,
      // Every boundary inline, in document order: the page reads whole without JavaScript.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    if (errors.length > 0) throw errors[0];
    return { html, state: { reads: reads.answered(), parts: [...parts] } };
  };
}
