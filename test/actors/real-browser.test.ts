// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealBrowser } from '../../src/actors/real-browser';

/*
 * The browser the machines act on in the shop, over jsdom: js-cookie (every cookie SameSite=Lax),
 * local and session storage, the current path, the page's script and the error log.
 */

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.history.replaceState(null, '', '/');
});

describe('the cookies of the page', () => {
  it('reads back a cookie it wrote, and nothing after it is removed', () => {
    const { cookies } = createRealBrowser(vi.fn());
    cookies.set('cart_id', 'abc', { path: '/', expires: 365 });
    expect(cookies.get('cart_id')).toBe('abc');
    expect(document.cookie).toBe('cart_id=abc');
    cookies.remove('cart_id', { path: '/' });
    expect(cookies.get('cart_id')).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  it('writes every cookie SameSite=Lax with the path and expiry it is given', () => {
    const set = vi.spyOn(Cookies, 'set');
    createRealBrowser(vi.fn()).cookies.set('cart_id', 'abc', { path: '/', expires: 365 });
    createRealBrowser(vi.fn()).cookies.set('session_updated', 'true', { path: '/' });
    expect(set.mock.calls).toEqual([
      ['cart_id', 'abc', { path: '/', expires: 365, sameSite: 'lax' }],
      ['session_updated', 'true', { path: '/', sameSite: 'lax' }],
    ]);
  });

  it('removes a cookie with the path it is given', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    createRealBrowser(vi.fn()).cookies.remove('cart_id', { path: '/' });
    expect(remove.mock.calls).toEqual([['cart_id', { path: '/' }]]);
  });
});

describe('storage, navigation, the page’s script and the log', () => {
  it('keeps the stored state in localStorage and the tab’s state in sessionStorage', () => {
    const browser = createRealBrowser(vi.fn());
    expect(browser.storage).toBe(window.localStorage);
    expect(browser.session).toBe(window.sessionStorage);
  });

  it('reads the current path from the location and navigates with the navigation it was given', () => {
    const navigate = vi.fn();
    const { navigation } = createRealBrowser(navigate);
    window.history.replaceState(null, '', '/korpa?x=1');
    expect(navigation.currentPath()).toBe('/korpa');
    navigation.navigate('/profil', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/profil', { replace: true });
  });

  it('tells the shop’s other tabs that the cart changed', async () => {
    const [here, other] = [createRealBrowser(vi.fn()), createRealBrowser(vi.fn())];
    const cartChanged = vi.fn();
    const stop = other.otherTabs.watch({ cartChanged, visible: vi.fn() });
    here.otherTabs.announceCartChange();
    await vi.waitFor(() => expect(cartChanged).toHaveBeenCalledTimes(1));
    stop();
  });

  it('shows the page in the script asked for, in the order asked (the transliteration loads with Cyrillic)', async () => {
    const browser = createRealBrowser(vi.fn());
    browser.showScript('latin');
    expect(document.documentElement.lang).not.toBe('sr-Cyrl');
    browser.showScript('cyrillic');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('sr-Cyrl'));
    browser.showScript('latin');
    browser.showScript('cyrillic');
    browser.showScript('latin');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('sr-Latn'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(document.documentElement.lang).toBe('sr-Latn');
  });

  it('logs an error to the console with its message', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('mreža');
    createRealBrowser(vi.fn()).logError('Učitavanje korpe nije uspelo', error);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('Učitavanje korpe nije uspelo', error);
  });
});
