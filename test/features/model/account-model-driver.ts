import { screen, waitFor } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { expect } from 'vitest';
import {
  accountHandlers,
  aShopWithAccount,
  createFakeMailbox,
  type FakeMailbox,
  profileAreaHandlers,
} from '../../msw/account-handlers';
import type { FakeShop } from '../../msw/handlers';
import { apiUrl } from '../../msw/msw-server';
import { renderApp } from '../../utils/render-app';

/**
 * An answer the test holds back: requests of its route wait until `release()` and then go on to
 * the fake server (an msw resolver that returns nothing hands the request to the next handler).
 */
export type HeldAnswer = {
  handler: HttpHandler;
  arrived: () => number;
  answered: () => number;
  release: () => void;
};

export function holdAnswers(method: 'delete' | 'get', path: string): HeldAnswer {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = 0;
  let answered = 0;
  const handler = http[method](apiUrl(path), async () => {
    arrived += 1;
    await released;
    answered += 1;
    return undefined;
  });
  return { handler, arrived: () => arrived, answered: () => answered, release };
}

/**
 * The whole shop, with Ana's account (verified or not) on the fake server and the account and
 * profile-area calls answered. `reopen(path)` is the shopper typing an address: the page loads
 * anew (same browser cookies and storage, same fake server).
 */
export function openAccountShop(
  path: string,
  { shop = aShopWithAccount(), handlers = [] }: { shop?: FakeShop; handlers?: HttpHandler[] } = {},
) {
  const mailbox: FakeMailbox = createFakeMailbox();
  const options = {
    shop,
    handlers: [...handlers, ...accountHandlers(shop, mailbox), ...profileAreaHandlers(shop)],
  };
  let view = renderApp(path, options);
  return {
    shop,
    mailbox,
    user: () => view.user,
    reopen: (next: string) => {
      view.unmount();
      view = renderApp(next, options);
    },
  };
}

/** The header's account link: "Prijava" for a visitor, "Moj nalog" for a signed-in user. */
export const accountLink = () =>
  screen.getByRole('navigation', { name: 'Nalog i korpa' }).querySelector('a.header-action')?.textContent;

/** The header's cart link label ("Korpa, 0 komada"). */
export const cartLabel = () => screen.getByRole('link', { name: /^Korpa, / }).getAttribute('aria-label');

/** Waits until the address bar shows `pathname` (and the query, when given). */
export async function expectLocation(pathname: string, search?: string): Promise<void> {
  await waitFor(() => {
    expect(window.location.pathname).toBe(pathname);
    if (search !== undefined) expect(window.location.search).toBe(search);
  });
}

/** The calls the fake server logged that start with `prefix` ("POST /api/auth/logout"). */
export const callsTo = (shop: FakeShop, prefix: string) =>
  shop.calls.filter((call) => call.startsWith(prefix));

/** The toasts on screen titled `title`. */
export const toastsTitled = (title: string) => screen.queryAllByText(title, { selector: 'strong' });
