import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../../src/actors/browser';
import {
  AUTH_STORAGE_KEY,
  CART_COOKIE,
  clearCartCookie,
  clearSessionMarker,
  LEGACY_CART_KEY,
  persistUser,
  readBrowserSession,
  readStoredUser,
  removeLegacyCartId,
  SESSION_MARKER_COOKIE,
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

  it('names the spec’s cookies and storage entries', () => {
    expect([CART_COOKIE, SESSION_MARKER_COOKIE, LEGACY_CART_KEY, AUTH_STORAGE_KEY]).toEqual([
      'cart_id',
      'session_updated',
      'cart_id',
      'auth',
    ]);
  });

  it('both cookies are removed for path /, where they were written', () => {
    const removed: unknown[] = [];
    const jar: CookieJar = {
      get: () => undefined,
      set: () => {},
      remove: (name, options) => void removed.push([name, options]),
    };
    clearCartCookie(jar);
    clearSessionMarker(jar);
    expect(removed).toEqual([
      ['cart_id', { path: '/' }],
      ['session_updated', { path: '/' }],
    ]);
  });

  it('the legacy stored cart_id is removed once used', () => {
    const fake = createFakeBrowser({ storage: { cart_id: 'l', auth: '{}' } });
    removeLegacyCartId(fake.browser.storage);
    expect([...fake.storage.keys()]).toEqual(['auth']);
  });

  it('empty cookies and an empty stored cart id count as none', () => {
    const fake = createFakeBrowser({
      cookies: { cart_id: '', session_updated: '' },
      storage: { cart_id: '' },
    });
    expect(readBrowserSession(fake.browser.cookies, fake.browser.storage)).toEqual({
      cartId: null,
      sessionUpdated: false,
      legacyCartId: null,
    });
  });

  it('a logout persists { user: null }, which reads back as nobody', () => {
    const fake = createFakeBrowser({ storage: { auth: JSON.stringify({ user: aUser() }) } });
    persistUser(fake.browser.storage, null);
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: null });
    expect(readStoredUser(fake.browser.storage)).toBeNull();
  });

  it('a storage that refuses to be read counts as nobody', () => {
    const fake = createFakeBrowser();
    fake.browser.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readStoredUser(fake.browser.storage)).toBeNull();
  });
});
