import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_VERIFIED_TEXT,
  aShopWithAccount,
  aToken,
  createFakeMailbox,
  VERIFY_LINK_INVALID_TEXT,
} from '../../msw/account-handlers';
import { callsTo, expectLocation, findPageHeading, openShop } from './account-driver';

const token = aToken('verify');

describe('verify e-mail /verify-email?token=', () => {
  // First on purpose: later tests then find the page's chunk loaded, so the page mounts in the app's
  // very first commit, where StrictMode restarts the root actor (the case that once sent two PUTs).
  it('shows that it is working while the link is checked', async () => {
    const mailbox = createFakeMailbox({ verifyTokens: new Map([[token, 7]]) });
    openShop(`/verify-email?token=${token}`, { mailbox });
    expect(await screen.findByText('Potvrđujemo e-adresu…')).toBeTruthy();
    await screen.findByText('E-adresa je potvrđena');
  });

  it('confirms the address with exactly one request and offers the wishlist', async () => {
    const shop = aShopWithAccount({ signedIn: true });
    const mailbox = createFakeMailbox({ verifyTokens: new Map([[token, 7]]) });
    openShop(`/verify-email?token=${token}`, { shop, mailbox });

    await findPageHeading('Potvrda e-adrese');
    expect(await screen.findByText('E-adresa je potvrđena')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otvori listu želja' }).getAttribute('href')).toBe(
      '/profil/lista-zelja',
    );
    expect(callsTo(shop, 'PUT /api/auth/verify-email/')).toEqual([`PUT /api/auth/verify-email/${token}`]);
    expect(shop.accounts[0]!.user.isVerified).toBe(true);
    // The signed-in user is now verified: the header offers the wishlist.
    expect(await screen.findByRole('link', { name: /Lista želja/ })).toBeTruthy();
  });

  it("a bad or used link shows the server's text and leads to /verification for a new one", async () => {
    const { shop } = openShop(`/verify-email?token=${aToken('iskoriscen')}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VERIFY_LINK_INVALID_TEXT);
    expect(screen.getByRole('link', { name: 'Pošaljite novi link' }).getAttribute('href')).toBe(
      '/verification',
    );
    await waitFor(() =>
      expect(callsTo(shop, 'PUT /api/auth/verify-email/')).toEqual([
        `PUT /api/auth/verify-email/${aToken('iskoriscen')}`,
      ]),
    );
    expect(shop.accounts[0]!.user.isVerified).toBe(false);
  });

  it('a second click on a used link says the address is already confirmed', async () => {
    const shop = aShopWithAccount({ verified: true });
    const mailbox = createFakeMailbox({ usedVerifyTokens: new Map([[token, 7]]) });
    openShop(`/verify-email?token=${token}`, { shop, mailbox });

    const status = await screen.findByText('E-adresa je već potvrđena');
    expect(status.closest('[role="status"]')?.textContent).toContain(ALREADY_VERIFIED_TEXT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Otvori listu želja' })).toBeTruthy();
    expect(callsTo(shop, 'PUT /api/auth/verify-email/')).toHaveLength(1);
  });

  it('without a token the visitor is sent home and nothing is asked', async () => {
    const { shop } = openShop('/verify-email');
    await expectLocation('/');
    expect(callsTo(shop, 'PUT /api/auth/verify-email')).toEqual([]);
  });
});
