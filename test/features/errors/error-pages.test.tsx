import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBot } from '../../../src/features/errors/route-error';
import { currentUrl, renderShop } from '../layout/layout-driver';

const errorPage = () => document.querySelector<HTMLElement>('.error-page');

describe('error pages (spec §2, §8; DESIGN §3)', () => {
  it('/error?status=503 shows the status code, the Serbian title and what the shopper can do', async () => {
    renderShop('/error?status=503');
    expect(await screen.findByRole('heading', { level: 1, name: 'Došlo je do greške' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByText(/Prodavnica trenutno nije dostupna/)).toBeTruthy();
    expect(errorPage()?.dataset.statusMessage).toBe('Internal Server Error');
    expect(document.title).toBe('Došlo je do greške | Prodavnica');
  });

  it('/error?status=404 is the "page not found" page with the status message "Page Not Found"', async () => {
    renderShop('/error?status=404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(errorPage()?.dataset.statusMessage).toBe('Page Not Found');
  });

  it.each([
    ['/error', 'no status'],
    ['/error?status=abc', 'a status that is no number'],
    ['/error?status=200', 'a status that is no error'],
    ['/error?status=600', 'a status above 599'],
    ['/error?status=5000', 'a four-digit status'],
  ])('%s (%s) shows status 500, "Internal Server Error"', async (path) => {
    renderShop(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Došlo je do greške' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(errorPage()?.dataset.statusMessage).toBe('Internal Server Error');
    expect(errorPage()?.dataset.message).toBe('Internal Server Error');
  });

  it('the 404 page searches, and leads to all products and home', async () => {
    const { user } = renderShop('/stara-akcija');
    await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' });
    expect(within(errorPage()!).getByRole('searchbox', { name: 'Pretražite proizvode' })).toBeTruthy();
    expect(
      within(errorPage()!).getByRole('link', { name: 'Pogledajte sve proizvode' }).getAttribute('href'),
    ).toBe('/proizvodi');
    await user.click(within(errorPage()!).getByRole('link', { name: 'Početna strana' }));
    expect(currentUrl()).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' })).toBeTruthy();
  });
});

describe('bots (spec §2: search-engine and preview bots get no error page)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
  ])('%s is a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ])('%s is a person', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });
});
