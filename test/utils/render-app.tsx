import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { App } from '../../src/app/app';
import type { CookieJar } from '../../src/actors/browser';
import { aCatalog, catalogHandlers, type FakeCatalog } from '../msw/catalog-handlers';
import { createFakeShop, type FakeShop, shopHandlers } from '../msw/handlers';
import { itemHandlers } from '../msw/item-handlers';
import { mswServer } from '../msw/msw-server';

/** The page's own cookies (document.cookie through js-cookie), as the fake server reads and sets them. */
export const documentCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, options) => void Cookies.set(name, value, options),
  remove: (name, options) => Cookies.remove(name, options),
};

export type RenderAppOptions = {
  /** Accounts, carts and the signed-in user of the fake server (test/msw/handlers.ts). */
  shop?: FakeShop;
  /** Categories and products of the fake server (test/msw/catalog-handlers.ts). */
  catalog?: FakeCatalog;
  /** Extra handlers, matched before the fake server's (a failure, a slow answer, another area). */
  handlers?: HttpHandler[];
};

/** The msw handlers of the fake server for these options; answers its shop and catalogue. */
export function answerLikeTheServer(options: RenderAppOptions = {}) {
  const shop = options.shop ?? createFakeShop();
  const catalog = options.catalog ?? aCatalog();
  const products = () => catalog.entries.map((entry) => entry.product);
  mswServer.use(
    ...(options.handlers ?? []),
    ...shopHandlers(shop, documentCookies),
    ...itemHandlers(shop, documentCookies, products),
    ...catalogHandlers(catalog),
  );
  return { shop, catalog };
}

/**
 * The whole shop (root actor, router, layout, routes) rendered in StrictMode at `path`, against
 * msw handlers that answer like the real server. Returns Testing Library's queries, a user-event
 * session and the fake server's state, to check what the shopper's actions left there.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  window.history.replaceState(null, '', path);
  const { shop, catalog } = answerLikeTheServer(options);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { ...view, user, shop, catalog };
}
