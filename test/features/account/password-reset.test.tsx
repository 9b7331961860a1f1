import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aShopWithAccount,
  aToken,
  createFakeMailbox,
  RESET_LINK_INVALID_TEXT,
} from '../../msw/account-handlers';
import { callsTo, expectLocation, findPageHeading, openShop } from './account-driver';

const token = aToken('reset');

function openWithResetLink() {
  const mailbox = createFakeMailbox({ resetTokens: new Map([[token, 7]]) });
  return openShop(`/reset-password?token=${token}`, { shop: aShopWithAccount(), mailbox });
}

async function setPassword(user: ReturnType<typeof openShop>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText('Nova lozinka'), password);
  await user.type(screen.getByLabelText('Potvrda nove lozinke'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sačuvaj novu lozinku' }));
}

describe('reset password /reset-password?token=', () => {
  it('the link is checked first, then a new password is set and the shopper signs in with it', async () => {
    const { user, shop } = openWithResetLink();
    expect(await screen.findByText('Proveravamo link…')).toBeTruthy();

    await setPassword(user, 'nova-lozinka-2');
    expect(await screen.findByText('Lozinka je promenjena. Prijavite se novom lozinkom.')).toBeTruthy();
    expect(shop.accounts[0]!.password).toBe('nova-lozinka-2');
    expect(callsTo(shop, 'POST /api/auth/verify-pass/')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Prijavi se' }));
    await findPageHeading('Prijava');
    await user.type(screen.getByLabelText('E-adresa'), 'ana@example.rs');
    await user.type(screen.getByLabelText('Lozinka'), 'nova-lozinka-2');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await expectLocation('/profil');
  });

  it('a bad or expired link is explained, with the way to ask for a new one', async () => {
    const { shop } = openShop(`/reset-password?token=${aToken('istekao')}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(RESET_LINK_INVALID_TEXT);
    expect(screen.getByRole('link', { name: 'Zatražite novi link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Nova lozinka')).toBeNull();
    expect(callsTo(shop, 'PUT /api/auth/change-pass')).toEqual([]);
  });

  it('a link without a token is explained without asking the server', async () => {
    const { shop } = openShop('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Link za promenu lozinke nije potpun.');
    expect(callsTo(shop, 'POST /api/auth/verify-pass')).toEqual([]);
  });

  it('a short or repeated-wrong password is refused before anything is sent', async () => {
    const { user, shop } = openWithResetLink();
    await setPassword(user, 'kratka');
    expect(await screen.findByText('Lozinka mora imati najmanje 8 karaktera.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Nova lozinka'));
    await user.type(screen.getByLabelText('Nova lozinka'), 'nova-lozinka-2');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj novu lozinku' }));
    expect(await screen.findByText('Lozinke se ne poklapaju.')).toBeTruthy();
    expect(callsTo(shop, 'PUT /api/auth/change-pass')).toEqual([]);
  });

  it('a link used up meanwhile: the change fails with the server’s text and a way to a new link', async () => {
    const { user, mailbox, shop } = openWithResetLink();
    await screen.findByLabelText('Nova lozinka');
    mailbox.resetTokens.clear();
    await setPassword(user, 'nova-lozinka-2');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(RESET_LINK_INVALID_TEXT);
    expect(screen.getByRole('link', { name: 'Zatražite novi link' })).toBeTruthy();
    expect(shop.accounts[0]!.password).not.toBe('nova-lozinka-2');
  });

  it('a user already signed in when arriving is sent to the profile', async () => {
    openShop(`/reset-password?token=${token}`, { shop: aShopWithAccount({ signedIn: true }) });
    await expectLocation('/profil');
    // The profile has a "Nova lozinka" field of its own (change password): the reset form is told
    // apart by its introduction.
    await screen.findByRole('heading', { level: 1, name: 'Moj profil' });
    expect(screen.queryByText('Izaberite novu lozinku za svoj nalog.')).toBeNull();
  });
});
