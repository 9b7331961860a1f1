import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aShopWithAccount } from '../../msw/account-handlers';
import { callsTo, expectLocation, openShop } from './account-driver';

const menuLinks = ['Moj profil', 'Moje ocene', 'Lista želja', 'Istorija kupovine'];

describe('account layout (profile area)', () => {
  it('shows the menu of the profile area, the current section marked, and the user', async () => {
    const { user } = openShop('/profil/istorija-kupovine', { shop: aShopWithAccount({ signedIn: true }) });
    const menu = await screen.findByRole('navigation', { name: 'Moj nalog' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(menuLinks);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profil',
      '/profil/ocene',
      '/profil/lista-zelja',
      '/profil/istorija-kupovine',
    ]);
    expect(within(menu).getByRole('link', { name: 'Istorija kupovine' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Moj profil' }).getAttribute('aria-current')).toBeNull();
    const aside = menu.closest('aside') as HTMLElement;
    expect(within(aside).getByText('Ana Anić')).toBeTruthy();
    expect(within(aside).getByText('ana@example.rs')).toBeTruthy();

    await user.click(within(menu).getByRole('link', { name: 'Moje ocene' }));
    await expectLocation('/profil/ocene');
    const after = await screen.findByRole('navigation', { name: 'Moj nalog' });
    expect(within(after).getByRole('link', { name: 'Moje ocene' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(after).getByRole('link', { name: 'Istorija kupovine' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('"Odjavi se" logs out, returns to the home page and the header offers "Prijava"', async () => {
    const shop = aShopWithAccount({ signedIn: true });
    const { user } = openShop('/profil', { shop });
    await user.click(await screen.findByRole('button', { name: 'Odjavi se' }));

    await expectLocation('/');
    expect(await screen.findByRole('link', { name: 'Prijava' })).toBeTruthy();
    expect(shop.sessionUserId).toBeNull();
    expect(callsTo(shop, 'POST /api/auth/logout')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Moj nalog' })).toBeNull();
  });
});
