import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  persistUser,
  readBrowserSession,
  readStoredUser,
  setCartCookie,
  setSessionMarker,
} from '../../src/actors/browser-session';
import { createFakeBrowser } from '../machines/utils/fake-browser';
import { aUser } from '../msw/fixtures';

describe('spec §3 cookies and local storage', () => {
  it('cart_id is written for path / and a year', () => {
    const fake = createFakeBrowser();
    setCartCookie(fake.browser.cookies, 'abc');
    expect(fake.cookies.get('cart_id')).toEqual({ value: 'abc', options: { path: '/', expires: 365 } });
  });

  it('session_updated is written for path / without expiry, so it ends with the browser session', () => {
    const fake = createFakeBrowser();
    setSessionMarker(fake.browser.cookies);
    expect(fake.cookies.get('session_updated')).toEqual({ value: 'true', options: { path: '/' } });
  });

  it('the app start reads both cookies and the legacy stored cart_id', () => {
    const fake = createFakeBrowser({
      cookies: { cart_id: 'c', session_updated: 'true' },
      storage: { cart_id: 'l' },
    });
    expect(readBrowserSession(fake.browser.cookies, fake.browser.storage)).toEqual({
      cartId: 'c',
      sessionUpdated: true,
      legacyCartId: 'l',
    });
    expect(
      readBrowserSession(createFakeBrowser().browser.cookies, createFakeBrowser().browser.storage),
    ).toEqual({
      cartId: null,
      sessionUpdated: false,
      legacyCartId: null,
    });
  });

  it('the user persists in local storage and is read back on the next visit', () => {
    const fake = createFakeBrowser();
    persistUser(fake.browser.storage, aUser());
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: aUser() });
    expect(readStoredUser(fake.browser.storage)).toEqual(aUser());
  });

  it('an unreadable stored user counts as nobody', () => {
    for (const stored of ['not json', '{"user":{"id":"x"}}', '[]', 'null']) {
      const fake = createFakeBrowser({ storage: { [AUTH_STORAGE_KEY]: stored } });
      expect(readStoredUser(fake.browser.storage)).toBeNull();
    }
  });
});
