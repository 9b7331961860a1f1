import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aSignedInShop, type FakeProfiles, PASSWORD, profileHandlers } from '../../msw/profile-handlers';
import { renderApp } from '../../utils/render-app';

const withAddress = (): FakeProfiles =>
  new Map([
    [
      7,
      {
        phone: '064 123 4567',
        address: { street: 'Knez Mihailova 12', city: 'Beograd', postalCode: '11000' },
      },
    ],
  ]);

function openProfile(options: { verified?: boolean; profiles?: FakeProfiles; failFirst?: boolean } = {}) {
  const shop = aSignedInShop({ verified: options.verified ?? false });
  const handlers = profileHandlers(shop, options.profiles ?? withAddress());
  if (options.failFirst)
    handlers.unshift(
      handle(
        routes.profileGet,
        () =>
          HttpResponse.json(
            { error: 'Servis trenutno nije dostupan.', code: 'SERVICE_UNAVAILABLE' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
  return renderApp('/profil', { shop, handlers });
}

/** The profile page itself, without the account layout's menu beside it. */
async function profilePage() {
  // The first test of a file also waits for the page's chunk to load.
  const heading = await screen.findByRole('heading', { level: 1, name: 'Moj profil' });
  return heading.parentElement as HTMLElement;
}

describe('profile page /profil', () => {
  it("shows the user's data, and the form holds name, phone and delivery address", async () => {
    openProfile({ verified: true });
    const page = await profilePage();
    expect(await within(page).findByText('ana@example.rs')).toBeTruthy();
    expect(within(page).getByText('Potvrđena')).toBeTruthy();
    expect(within(page).queryByRole('link', { name: 'Potvrdite e-adresu' })).toBeNull();
    expect((within(page).getByLabelText('Ime') as HTMLInputElement).value).toBe('Ana');
    expect((within(page).getByLabelText('Prezime') as HTMLInputElement).value).toBe('Anić');
    expect((within(page).getByLabelText(/^Telefon/) as HTMLInputElement).value).toBe('064 123 4567');
    expect((within(page).getByLabelText('Ulica i broj') as HTMLInputElement).value).toBe('Knez Mihailova 12');
    expect((within(page).getByLabelText('Mesto') as HTMLInputElement).value).toBe('Beograd');
    expect((within(page).getByLabelText('Poštanski broj') as HTMLInputElement).value).toBe('11000');
  });

  it('an unverified e-mail address is marked and leads to /verification', async () => {
    openProfile({ verified: false });
    const page = await profilePage();
    expect(await within(page).findByText('Nije potvrđena')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Potvrdite e-adresu' }).getAttribute('href')).toBe(
      '/verification',
    );
  });

  it('shows loading while the profile is on its way', async () => {
    openProfile();
    expect(await screen.findByText('Učitavanje profila…')).toBeTruthy();
    expect(await screen.findByLabelText('Ime')).toBeTruthy();
  });

  it('a failed load says why and "Pokušajte ponovo" loads it again', async () => {
    const { user, shop } = openProfile({ failFirst: true });
    await profilePage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Servis trenutno nije dostupan.');
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await screen.findByLabelText('Ime')).toBeTruthy();
    expect(shop.calls).toContain('GET /api/profile');
  });

  it("refuses invalid data with the contract's Serbian messages and sends nothing", async () => {
    const { user, shop } = openProfile();
    const page = await profilePage();
    const firstName = await within(page).findByLabelText('Ime');
    await user.clear(firstName);
    await user.clear(within(page).getByLabelText('Poštanski broj'));
    await user.type(within(page).getByLabelText('Poštanski broj'), '110');
    await user.clear(within(page).getByLabelText(/^Telefon/));
    await user.type(within(page).getByLabelText(/^Telefon/), 'abc');
    await user.click(within(page).getByRole('button', { name: 'Sačuvaj podatke' }));

    expect(await within(page).findByText('Unesite ime.')).toBeTruthy();
    expect(within(page).getByText('Poštanski broj ima 5 cifara.')).toBeTruthy();
    expect(within(page).getByText('Unesite ispravan broj telefona.')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toContain('error');
    expect(document.activeElement).toBe(firstName);
    expect(shop.calls).not.toContain('PUT /api/profile');
  });

  it('a half-filled delivery address asks for the rest', async () => {
    const { user } = openProfile({ profiles: new Map() });
    const page = await profilePage();
    await user.type(await within(page).findByLabelText('Mesto'), 'Novi Sad');
    await user.click(within(page).getByRole('button', { name: 'Sačuvaj podatke' }));
    expect(await within(page).findByText('Unesite ulicu i broj.')).toBeTruthy();
    expect(within(page).getByText('Poštanski broj ima 5 cifara.')).toBeTruthy();
  });

  it('saving sends name, phone and address to the server and says "Podaci su sačuvani"', async () => {
    const profiles = withAddress();
    const { user, shop } = openProfile({ profiles });
    const page = await profilePage();
    const lastName = await within(page).findByLabelText('Prezime');
    await user.clear(lastName);
    await user.type(lastName, 'Petrović');
    await user.clear(within(page).getByLabelText('Ulica i broj'));
    await user.type(within(page).getByLabelText('Ulica i broj'), 'Bulevar oslobođenja 5');
    await user.clear(within(page).getByLabelText('Mesto'));
    await user.type(within(page).getByLabelText('Mesto'), 'Novi Sad');
    await user.clear(within(page).getByLabelText('Poštanski broj'));
    await user.type(within(page).getByLabelText('Poštanski broj'), '21000');
    await user.click(within(page).getByRole('button', { name: 'Sačuvaj podatke' }));

    expect(await within(page).findByText(/Podaci su sačuvani/)).toBeTruthy();
    expect(shop.calls).toContain('PUT /api/profile');
    expect(shop.accounts[0]!.user.lastName).toBe('Petrović');
    expect(profiles.get(7)).toEqual({
      phone: '064 123 4567',
      address: { street: 'Bulevar oslobođenja 5', city: 'Novi Sad', postalCode: '21000' },
    });
    // The account summary shows what was saved, and so does the account menu (the signed-in user).
    expect(within(page).getByText('Ana Petrović')).toBeTruthy();
    const menuName = document.querySelector('.account-user-name');
    expect(menuName?.textContent).toBe('Ana Petrović');
  });

  it('emptying phone and address saves them as none', async () => {
    const profiles = withAddress();
    const { user } = openProfile({ profiles });
    const page = await profilePage();
    for (const label of [/^Telefon/, 'Ulica i broj', 'Mesto', 'Poštanski broj'])
      await user.clear(await within(page).findByLabelText(label));
    await user.click(within(page).getByRole('button', { name: 'Sačuvaj podatke' }));
    expect(await within(page).findByText(/Podaci su sačuvani/)).toBeTruthy();
    expect(profiles.get(7)).toEqual({ phone: null, address: null });
  });
});

describe('change password on /profil', () => {
  it("checks the new password's length and confirmation before sending", async () => {
    const { user, shop } = openProfile();
    const page = await profilePage();
    await user.type(await within(page).findByLabelText('Trenutna lozinka'), PASSWORD);
    await user.type(within(page).getByLabelText(/^Nova lozinka/), 'kratka');
    await user.type(within(page).getByLabelText('Potvrda nove lozinke'), 'druga');
    await user.click(within(page).getByRole('button', { name: 'Promeni lozinku' }));
    expect(await within(page).findByText('Lozinka mora imati najmanje 8 karaktera.')).toBeTruthy();
    expect(within(page).getByText('Lozinke se ne poklapaju.')).toBeTruthy();
    expect(shop.calls).not.toContain('PUT /api/profile/password');
  });

  it('tells beforehand that the other sessions end, changes the password and confirms it', async () => {
    const { user, shop } = openProfile();
    const page = await profilePage();
    expect(await within(page).findByText(/sve ostale prijave na Vaš nalog se\s+završavaju/)).toBeTruthy();
    await user.type(within(page).getByLabelText('Trenutna lozinka'), PASSWORD);
    await user.type(within(page).getByLabelText(/^Nova lozinka/), 'nova-lozinka-2');
    await user.type(within(page).getByLabelText('Potvrda nove lozinke'), 'nova-lozinka-2');
    await user.click(within(page).getByRole('button', { name: 'Promeni lozinku' }));

    expect(await within(page).findByText(/Lozinka je promenjena/)).toBeTruthy();
    expect(shop.accounts[0]!.password).toBe('nova-lozinka-2');
    // The fields are emptied, so the password does not linger on screen.
    expect((within(page).getByLabelText('Trenutna lozinka') as HTMLInputElement).value).toBe('');
  });

  it("a wrong current password shows the server's text and changes nothing", async () => {
    const { user, shop } = openProfile();
    const page = await profilePage();
    await user.type(await within(page).findByLabelText('Trenutna lozinka'), 'pogresna-lozinka');
    await user.type(within(page).getByLabelText(/^Nova lozinka/), 'nova-lozinka-2');
    await user.type(within(page).getByLabelText('Potvrda nove lozinke'), 'nova-lozinka-2');
    await user.click(within(page).getByRole('button', { name: 'Promeni lozinku' }));

    expect(await within(page).findByText('Trenutna lozinka nije ispravna.')).toBeTruthy();
    expect(within(page).queryByText(/Lozinka je promenjena/)).toBeNull();
    await waitFor(() => expect(shop.accounts[0]!.password).toBe(PASSWORD));
  });
});

describe('profile guard', () => {
  it('an anonymous visitor is sent to the login with the way back', async () => {
    const shop = aSignedInShop();
    shop.sessionUserId = null;
    renderApp('/profil', { shop, handlers: profileHandlers(shop) });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/profil');
  });
});
