import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aShopWithAccount, VERIFICATION_RESENT_TEXT } from '../../msw/account-handlers';
import { callsTo, findPageHeading, openShop } from './account-driver';

const RATE_LIMITED_TEXT = 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.';

describe('verification page /verification', () => {
  it('tells a signed-in, unverified user where the mail went and sends it again with generate-email', async () => {
    const { user, shop, mailbox } = openShop('/verification', { shop: aShopWithAccount({ signedIn: true }) });
    await findPageHeading('Potvrda e-adrese');
    expect(await screen.findByText('ana@example.rs')).toBeTruthy();
    expect(screen.getByText(/Poslali smo link za potvrdu/)).toBeTruthy();
    expect(screen.queryByLabelText('E-adresa')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    expect(await screen.findByText(VERIFICATION_RESENT_TEXT)).toBeTruthy();
    expect(mailbox.sent).toEqual(['verification ana@example.rs']);
    // Spec §7: the signed-in user's own mail is generate-email; visitors use request-verify-email.
    expect(callsTo(shop, 'POST /api/auth/generate-email')).toHaveLength(1);
    expect(callsTo(shop, 'POST /api/auth/request-verify-email')).toEqual([]);
  });

  it('spec §7 pending-verification/get: the ?email address is checked once, and a visitor resends with request-verify-email', async () => {
    const { user, shop, mailbox } = openShop('/verification?email=ana%40example.rs');
    expect(await screen.findByText('ana@example.rs')).toBeTruthy();
    expect(screen.getByText(/Poslali smo link za potvrdu/)).toBeTruthy();
    expect(callsTo(shop, 'POST /api/auth/pending-verification/get')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    await screen.findByText(VERIFICATION_RESENT_TEXT);
    expect(mailbox.sent).toEqual(['verification ana@example.rs']);
    expect(callsTo(shop, 'POST /api/auth/request-verify-email')).toHaveLength(1);
    expect(callsTo(shop, 'POST /api/auth/generate-email')).toEqual([]);
  });

  it('an address with no account awaiting verification is told so, with the ways on', async () => {
    const { shop } = openShop('/verification?email=niko%40example.rs');
    expect(await screen.findByText(/nema naloga koji čeka potvrdu/)).toBeTruthy();
    expect(screen.getByText('niko@example.rs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Napravite nalog' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Pošalji ponovo' })).toBeNull();
    expect(callsTo(shop, 'POST /api/auth/pending-verification/get')).toHaveLength(1);
  });

  it('when the address cannot be checked, the page still says where the mail went', async () => {
    const shop = aShopWithAccount();
    shop.rateLimited.push('POST /api/auth/pending-verification/get');
    openShop('/verification?email=ana%40example.rs', { shop });
    expect(await screen.findByText(/Poslali smo link za potvrdu/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pošalji ponovo' })).toBeTruthy();
  });

  it('asks an anonymous visitor without an address where to send the link', async () => {
    const { user, shop, mailbox } = openShop('/verification');
    await user.click(await screen.findByRole('button', { name: 'Pošalji ponovo' }));
    expect(await screen.findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(callsTo(shop, 'POST /api/auth/request-verify-email')).toEqual([]);
    expect(callsTo(shop, 'POST /api/auth/pending-verification/get')).toEqual([]);

    await user.type(screen.getByLabelText('E-adresa'), 'ana@example.rs');
    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    await screen.findByText(VERIFICATION_RESENT_TEXT);
    expect(mailbox.sent).toEqual(['verification ana@example.rs']);
  });

  it("a refused resend shows the server's text", async () => {
    const shop = aShopWithAccount({ signedIn: true });
    shop.rateLimited.push('POST /api/auth/generate-email');
    const { user } = openShop('/verification', { shop });
    // The page has checked the address (it says where the mail went) before the shopper resends.
    await screen.findByText(/Poslali smo link za potvrdu/);
    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    const refusal = await screen.findByText(RATE_LIMITED_TEXT);
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    // Spec §8: the 429 also shows its warning toast.
    expect(await screen.findByText('Previše aktivnosti!')).toBeTruthy();
    expect(screen.queryByText(VERIFICATION_RESENT_TEXT)).toBeNull();
  });

  it('a verified user is told it is done and led to the wishlist', async () => {
    const { shop } = openShop('/verification', {
      shop: aShopWithAccount({ signedIn: true, verified: true }),
    });
    expect(await screen.findByText(/je potvrđena/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otvori listu želja' }).getAttribute('href')).toBe(
      '/profil/lista-zelja',
    );
    expect(screen.queryByRole('button', { name: 'Pošalji ponovo' })).toBeNull();
    await waitFor(() => expect(callsTo(shop, 'POST /api/auth/pending-verification/get')).toEqual([]));
  });
});
