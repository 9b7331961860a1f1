import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../../contract/consent';
import { aVisitor, renderShop } from '../layout/layout-driver';

const GTM_URL = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1';
const banner = () => screen.queryByRole('region', { name: 'Koristimo kolačiće' });
const tagScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  vi.unstubAllEnvs();
});

describe('cookie consent (DESIGN §3: the analytics tag only after consent)', () => {
  it('the choice is kept in a cookie the server reads; one an earlier version kept in storage moves there', async () => {
    const { user, unmount } = renderShop('/');
    await user.click(await screen.findByRole('button', { name: 'Samo neophodni' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('necessary');
    unmount();
    Cookies.remove(CONSENT_COOKIE, { path: '/' });
    window.localStorage.setItem('cookie_consent', 'analytics');
    renderShop('/');
    await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    expect(banner()).toBeNull();
    expect(Cookies.get(CONSENT_COOKIE)).toBe('analytics');
    expect(window.localStorage.getItem('cookie_consent')).toBeNull();
  });

  it('a first visit shows the banner and loads no analytics tag before the shopper accepts', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    renderShop('/');
    const region = await screen.findByRole('region', { name: 'Koristimo kolačiće' });
    expect(within(region).getByRole('button', { name: 'Prihvatam analitičke kolačiće' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Samo neophodni' })).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'Saznajte više o kolačićima' }).getAttribute('href'),
    ).toBe('/politika-privatnosti');
    await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    expect(tagScripts()).toEqual([]);
  });

  it('accepting analytics cookies loads the tag manager once, and the banner goes away', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    const { user } = renderShop('/');
    await user.click(await screen.findByRole('button', { name: 'Prihvatam analitičke kolačiće' }));
    expect(banner()).toBeNull();
    await waitFor(() => expect(tagScripts().map((script) => script.src)).toEqual([GTM_URL]));
    expect(tagScripts()[0]!.async).toBe(true);
  });

  it('"Samo neophodni" loads no tag, and the choice holds on the next visit', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    const shop = aVisitor();
    const first = renderShop('/', { shop });
    await first.user.click(await screen.findByRole('button', { name: 'Samo neophodni' }));
    expect(banner()).toBeNull();
    first.unmount();

    renderShop('/', { shop });
    await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    expect(banner()).toBeNull();
    expect(tagScripts()).toEqual([]);
  });

  it('an accepted choice loads the tag on the next visit without asking again', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    const shop = aVisitor();
    const first = renderShop('/', { shop });
    await first.user.click(await screen.findByRole('button', { name: 'Prihvatam analitičke kolačiće' }));
    first.unmount();
    for (const script of tagScripts()) script.remove();

    renderShop('/', { shop });
    expect(banner()).toBeNull();
    await waitFor(() => expect(tagScripts().map((script) => script.src)).toEqual([GTM_URL]));
  });

  it('without VITE_GTM_ID even an accepting shopper gets no tag', async () => {
    vi.stubEnv('VITE_GTM_ID', '');
    const { user } = renderShop('/');
    await user.click(await screen.findByRole('button', { name: 'Prihvatam analitičke kolačiće' }));
    await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    expect(tagScripts()).toEqual([]);
  });

  it('"Podešavanja kolačića" in the footer opens the banner again to change the choice', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    const { user } = renderShop('/');
    await user.click(await screen.findByRole('button', { name: 'Samo neophodni' }));
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Podešavanja kolačića' }));
    const region = await screen.findByRole('region', { name: 'Koristimo kolačiće' });
    expect(document.activeElement).toBe(region);
    expect(tagScripts()).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Prihvatam analitičke kolačiće' }));
    expect(banner()).toBeNull();
    await waitFor(() => expect(tagScripts().map((script) => script.src)).toEqual([GTM_URL]));
  });
});
