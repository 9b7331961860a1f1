import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aShopWithAccount, PASSWORD } from '../../msw/account-handlers';
import { callsTo, expectLocation, findPageHeading, openShop } from './account-driver';

async function signIn(user: ReturnType<typeof openShop>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('E-adresa'), email);
  await user.type(screen.getByLabelText('Lozinka'), password);
  await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
}

describe('login page /login', () => {
  it('an anonymous visitor of /profil/ocene is sent to /login?redirect=… and returns there after logging in', async () => {
    const { user, shop } = openShop('/profil/ocene');
    await findPageHeading('Prijava');
    await expectLocation('/login', `?redirect=${encodeURIComponent('/profil/ocene')}`);

    await signIn(user, 'ana@example.rs', PASSWORD);

    await expectLocation('/profil/ocene');
    const menu = await screen.findByRole('navigation', { name: 'Moj nalog' });
    expect(within(menu).getByRole('link', { name: 'Moje ocene' }).getAttribute('aria-current')).toBe('page');
    expect(shop.sessionUserId).toBe(7);
    expect(await screen.findByRole('link', { name: 'Moj nalog' })).toBeTruthy();
  });

  it('without ?redirect a successful login leads to the profile', async () => {
    const { user } = openShop('/login');
    await signIn(user, 'ana@example.rs', PASSWORD);
    await expectLocation('/profil');
    const menu = await screen.findByRole('navigation', { name: 'Moj nalog' });
    expect(within(menu).getByRole('link', { name: 'Moj profil' }).getAttribute('aria-current')).toBe('page');
  });

  it('a redirect to another site is ignored: the shopper lands on the profile', async () => {
    const { user } = openShop('/login?redirect=//zlonamerni.example/krađa');
    await signIn(user, 'ana@example.rs', PASSWORD);
    await expectLocation('/profil');
  });

  it("a wrong password shows the server's text and the shopper stays on /login, signed out", async () => {
    const { user, shop } = openShop('/login?redirect=/korpa');
    await signIn(user, 'ana@example.rs', 'pogresna-lozinka');

    expect((await screen.findByRole('alert')).textContent).toBe('Pogrešna e-adresa ili lozinka.');
    expect(window.location.pathname).toBe('/login');
    expect(shop.sessionUserId).toBeNull();
    expect(screen.getByRole('link', { name: 'Prijava' })).toBeTruthy();
  });

  it('logging in on /login?redirect=/profil/ocene lands on /profil/ocene and stays there (no guard sends it on to /profil)', async () => {
    const { user } = openShop('/login?redirect=/profil/ocene');
    await screen.findByLabelText('E-adresa');
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    try {
      await signIn(user, 'ana@example.rs', PASSWORD);
      await expectLocation('/profil/ocene');
      await findPageHeading('Moje ocene');
      // The login guard never had its turn: the address went straight to the ?redirect page.
      const visited = [...push.mock.calls, ...replace.mock.calls].map((call) => String(call[2]));
      expect(visited.filter((url) => url.startsWith('/'))).toEqual(['/profil/ocene']);
    } finally {
      push.mockRestore();
      replace.mockRestore();
    }
  });

  it('the login error stays until the next submit, which clears it', async () => {
    const { user } = openShop('/login');
    await signIn(user, 'ana@example.rs', 'pogresna-lozinka');
    expect((await screen.findByRole('alert')).textContent).toBe('Pogrešna e-adresa ili lozinka.');

    await user.clear(screen.getByLabelText('Lozinka'));
    await user.type(screen.getByLabelText('Lozinka'), PASSWORD);
    expect(screen.getByRole('alert').textContent).toBe('Pogrešna e-adresa ili lozinka.');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await expectLocation('/profil');
    expect(screen.queryByText('Pogrešna e-adresa ili lozinka.')).toBeNull();
  });

  it('an empty or malformed form shows the rules in Serbian and sends nothing', async () => {
    const { user, shop } = openShop('/login');
    await user.click(await screen.findByRole('button', { name: 'Prijavi se' }));

    expect(await screen.findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(screen.getByText('Unesite lozinku.')).toBeTruthy();
    const email = screen.getByLabelText('E-adresa');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, 'ana@');
    await user.type(screen.getByLabelText('Lozinka'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(callsTo(shop, 'POST /api/auth/login')).toEqual([]);
  });

  it('the button waits while the login is on its way', async () => {
    const shop = aShopWithAccount();
    const { user } = openShop('/login', {
      shop,
      handlers: [
        handle(routes.authLogin, async () => {
          await delay(150);
          return undefined;
        }),
      ],
    });
    await signIn(user, 'ana@example.rs', PASSWORD);
    expect(screen.getByRole('button', { name: 'Prijavi se' })).toHaveProperty('disabled', true);
    await expectLocation('/profil');
  });

  it('the password can be shown and hidden again', async () => {
    const { user } = openShop('/login');
    const password = await screen.findByLabelText('Lozinka');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Prikaži lozinku' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Sakrij lozinku' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links lead to the forgotten password and to registration', async () => {
    const { user } = openShop('/login');
    await user.click(await screen.findByRole('link', { name: 'Zaboravili ste lozinku?' }));
    await findPageHeading('Zaboravljena lozinka');
    window.history.back();
    await user.click(await screen.findByRole('link', { name: 'Napravite nalog' }));
    await findPageHeading('Registracija');
  });

  it('a login that is to lead back to a page passes that page on to registration and the forgotten password', async () => {
    openShop(`/login?redirect=${encodeURIComponent('/korpa')}`);
    expect((await screen.findByRole('link', { name: 'Napravite nalog' })).getAttribute('href')).toBe(
      '/register?redirect=%2Fkorpa',
    );
    expect(screen.getByRole('link', { name: 'Zaboravili ste lozinku?' }).getAttribute('href')).toBe(
      '/forgot-password?redirect=%2Fkorpa',
    );
  });

  it('a user already signed in when arriving at /login is sent to the profile', async () => {
    openShop('/login', { shop: aShopWithAccount({ signedIn: true }) });
    await expectLocation('/profil');
    await waitFor(() => expect(screen.queryByLabelText('Lozinka')).toBeNull());
  });
});
