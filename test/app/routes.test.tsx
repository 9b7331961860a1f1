import { routes } from '../../contract/routes';
import { handle } from '../msw/handle';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../contract/profile';
import { currentUrl, aVisitor, renderShop } from '../features/layout/layout-driver';
import { contractJson } from '../msw/contract-responses';
import { aUser } from '../msw/fixtures';
import { renderApp } from '../utils/render-app';

const errorPage = () => document.querySelector<HTMLElement>('.error-page');
const signedIn = () => aVisitor({ user: aUser({ id: 7, isVerified: true }) });
/** What /profil reads first, so these tests do not depend on the profile screen's own calls. */
const profileHandler = handle(routes.profileGet, () =>
  contractJson(profileResponseSchema, {
    profile: {
      id: 7,
      email: 'ana@example.rs',
      isVerified: true,
      firstName: 'Ana',
      lastName: 'Anić',
      phone: null,
      address: null,
    },
  }),
);

describe('routes (spec §2, §4, §8)', () => {
  it('an unknown path shows the 404 page with "Page not found: {path}"', async () => {
    renderApp('/nesto-sto-ne-postoji');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' })).toBeTruthy();
    expect(document.querySelector('[data-message]')?.getAttribute('data-message')).toBe(
      'Page not found: /nesto-sto-ne-postoji',
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(errorPage()?.dataset.statusMessage).toBe('Page Not Found');
  });

  it('an order id that is no id fails route validation: 404 "Page Not Found: {path}", even signed in', async () => {
    renderShop('/profil/istorija-kupovine/not-a-uuid', { shop: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' })).toBeTruthy();
    expect(errorPage()?.dataset.message).toBe('Page Not Found: /profil/istorija-kupovine/not-a-uuid');
    expect(errorPage()?.dataset.statusMessage).toBe('Page Not Found');
    expect(currentUrl()).toBe('/profil/istorija-kupovine/not-a-uuid');
  });

  it('/proizvodi/pretraga is the search page, not the listing of a category "pretraga"', async () => {
    renderShop('/proizvodi/pretraga?q=frizider');
    expect(await screen.findByRole('combobox', { name: 'Pretraga proizvoda' })).toBeTruthy();
    // The box shows the results page's term: the route is the search page's.
    expect((screen.getByRole('combobox', { name: 'Pretraga proizvoda' }) as HTMLInputElement).value).toBe(
      'frizider',
    );
  });
});

describe('guards (DESIGN §3)', () => {
  it('profile guard: an anonymous visitor on /profil goes to /login?redirect=%2Fprofil', async () => {
    renderShop('/profil');
    await screen.findByRole('heading', { level: 1 });
    expect(currentUrl()).toBe('/login?redirect=%2Fprofil');
  });

  it('profile guard keeps the query of the page to return to', async () => {
    renderShop('/profil/istorija-kupovine?strana=2');
    await screen.findByRole('heading', { level: 1 });
    expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/profil/istorija-kupovine?strana=2')}`);
  });

  it.each(['/login', '/register', '/reset-password?token=abc'])(
    'login guard: a signed-in user on %s goes to /profil',
    async (path) => {
      renderShop(path, { shop: signedIn(), handlers: [profileHandler] });
      await screen.findByRole('link', { name: 'Moj nalog' });
      await screen.findByRole('heading', { level: 1 });
      expect(currentUrl()).toBe('/profil');
    },
  );

  it('verify-email guard: /verify-email without a token goes to /', async () => {
    renderShop('/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' })).toBeTruthy();
    expect(currentUrl()).toBe('/');
  });
});
