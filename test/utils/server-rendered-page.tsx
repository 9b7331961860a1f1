import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, consentChoiceOf } from '../../contract/consent';
import { INITIAL_DATA_ID } from '../../contract/page-head';
import { createRenderer } from '../../src/app/entry-server';
import { startShop } from '../../src/app/start-shop';
import { mswServer } from '../msw/msw-server';
import { answerLikeTheServer, type RenderAppOptions } from './render-app';

let mounted: Root | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  mswServer.events.removeAllListeners('request:start');
  vi.restoreAllMocks();
});

/**
 * `path` as a shopper first opens it: rendered by the server renderer (src/app/entry-server.tsx,
 * its reads answered by the fake server), put in the document with what the server embeds, then
 * taken over by the browser's start (src/app/start-shop.tsx, StrictMode). Returns what the server
 * sent, the requests the browser made after it, and what React reported on console.error.
 */
export async function openServerRenderedPage(path: string, options: RenderAppOptions = {}) {
  window.history.replaceState(null, '', path);
  const fake = answerLikeTheServer(options);
  const { html, state } = await createRenderer(globalThis.fetch)(path, {
    consent: consentChoiceOf(Cookies.get(CONSENT_COOKIE)),
  });
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${INITIAL_DATA_ID}">${JSON.stringify(state)}</script>`;
  const requests: string[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  const consoleErrors = vi.spyOn(console, 'error');
  const root = document.getElementById('root') as HTMLElement;
  await act(async () => {
    mounted = await startShop(root);
  });
  return { ...fake, html, state, requests, consoleErrors, user: userEvent.setup() };
}
