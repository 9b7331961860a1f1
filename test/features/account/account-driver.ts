import { screen, waitFor } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { expect } from 'vitest';
import {
  accountHandlers,
  aShopWithAccount,
  createFakeMailbox,
  type FakeMailbox,
  profileAreaHandlers,
} from '../../msw/account-handlers';
import type { FakeShop } from '../../msw/handlers';
import { renderApp } from '../../utils/render-app';

type Options = { shop?: FakeShop; mailbox?: FakeMailbox; handlers?: HttpHandler[] };

/** The whole shop at `path`, with the account calls and the profile pages' first reads answered. */
export function openShop(path: string, options: Options = {}) {
  const shop = options.shop ?? aShopWithAccount();
  const mailbox = options.mailbox ?? createFakeMailbox();
  const view = renderApp(path, {
    shop,
    handlers: [...(options.handlers ?? []), ...accountHandlers(shop, mailbox), ...profileAreaHandlers(shop)],
  });
  return { ...view, mailbox };
}

/** Waits until the address bar shows `path` (and the query, when given). */
export async function expectLocation(pathname: string, search?: string): Promise<void> {
  await waitFor(() => {
    expect(window.location.pathname).toBe(pathname);
    if (search !== undefined) expect(window.location.search).toBe(search);
  });
}

/** The calls the fake server received that start with `prefix` ("POST /api/auth/login"). */
export const callsTo = (shop: FakeShop, prefix: string) =>
  shop.calls.filter((call) => call.startsWith(prefix));

/** The page's h1, once it is there. */
export const findPageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
