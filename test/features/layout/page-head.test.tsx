import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from '../../../contract/page-head';
import { STATIC_HEADINGS } from '../../../server/pages/static-pages';
import { openCatalog } from '../catalog/catalog-driver';

// The head the client keeps in step on navigation follows contract/page-head.ts, the rules the
// server's page shell renders with (test/server/pages/page-shell.test.ts checks the server's side).
const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const findHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the document head on navigation (contract/page-head.ts)', () => {
  it('a product page: its title, the description with the price, canonical without the query, indexable', async () => {
    openCatalog('/proizvod/frizider-mraz-mini?utm_source=x');
    await findHeading('Frižider Mraz Mini');
    await waitFor(() => expect(document.title).toBe('Frižider Mraz Mini | Prodavnica'));
    expect(meta('description')).toBe(
      'Frižider Mraz Mini — 21.990 RSD. Frižider Mraz Mini: pouzdan izbor za svaki dom.',
    );
    expect(canonical()).toBe(`${location.origin}/proizvod/frizider-mraz-mini`);
    expect(meta('robots')).toBeUndefined();
  });

  it('a category: its product count; page 2 is its own canonical page', async () => {
    openCatalog('/proizvodi/frizideri?page=2');
    await findHeading('Frižideri');
    await waitFor(() => expect(document.title).toBe('Frižideri | Prodavnica'));
    await waitFor(() => expect(meta('description')).toMatch(/^Frižideri: \d+ proizvod/));
    expect(canonical()).toBe(`${location.origin}/proizvodi/frizideri?page=2`);
  });

  it('a filtered category points at the unfiltered one and drops the count', async () => {
    openCatalog('/proizvodi/frizideri?brand=Mraz&sort=price_asc');
    await findHeading('Frižideri');
    await waitFor(() =>
      expect(meta('description')).toBe('Frižideri u ponudi Prodavnice, uz brzu isporuku širom Srbije.'),
    );
    expect(canonical()).toBe(`${location.origin}/proizvodi/frizideri`);
  });

  it('search results are not indexed', async () => {
    openCatalog('/proizvodi/pretraga?q=frizider');
    await findHeading(/Rezultati pretrage/);
    await waitFor(() => expect(document.title).toBe('Rezultati pretrage za „frizider“ | Prodavnica'));
    expect(meta('robots')).toBe('noindex');
  });

  it('an unknown page is not indexed', async () => {
    openCatalog('/nema-takve-strane');
    await findHeading('Stranica nije pronađena');
    await waitFor(() => expect(meta('robots')).toBe('noindex'));
  });

  it('the home page has the shop’s title and is indexed', async () => {
    openCatalog('/');
    await findHeading('Dobro došli u Prodavnicu');
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    expect(meta('robots')).toBeUndefined();
    expect(canonical()).toBe(`${location.origin}/`);
  });

  // The server titles these pages from its table of headings; the client from the h1 it renders.
  it.each([
    '/faq',
    '/kontakt',
    '/kako-kupovati',
    '/uslovi-koriscenja',
    '/politika-privatnosti',
    '/korpa',
    '/login',
    '/register',
    '/forgot-password',
    '/proizvod/404',
  ])('%s: the server’s heading table names the h1 the page shows, so both titles agree', async (path) => {
    openCatalog(path);
    await findHeading(STATIC_HEADINGS[path]!);
    await waitFor(() => expect(document.title).toBe(pageTitle(STATIC_HEADINGS[path])));
  });
});
