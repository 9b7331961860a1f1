import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aShopWithAccount, VERIFICATION_RESENT_TEXT } from '../../msw/account-handlers';
import { callsTo, findPageHeading, openShop } from './account-driver';

describe('verification page /verification', () => {
  it('tells a signed-in, unverified user where the mail went and sends it again on request', async () => {
    const { user, mailbox } = openShop('/verification', { shop: aShopWithAccount({ signedIn: true }) });
    await findPageHeading('Potvrda e-adrese');
    expect(await screen.findByText('ana@example.rs')).toBeTruthy();
    expect(screen.queryByLabelText('E-adresa')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    expect(await screen.findByText(VERIFICATION_RESENT_TEXT)).toBeTruthy();
    expect(mailbox.sent).toEqual(['verification ana@example.rs']);
  });

  it('uses the ?email address for a visitor who is not signed in', async () => {
    const { user, mailbox } = openShop('/verification?email=ana%40example.rs');
    expect(await screen.findByText('ana@example.rs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    await screen.findByText(VERIFICATION_RESENT_TEXT);
    expect(mailbox.sent).toEqual(['verification ana@example.rs']);
  });

  it('asks an anonymous visitor without an address where to send the link', async () => {
    const { user, shop, mailbox } = openShop('/verification');
    await user.click(await screen.findByRole('button', { name: 'Pošalji ponovo' }));
    expect(await screen.findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(callsTo(shop, 'POST /api/auth/request-verify-email')).toEqual([]);

    await user.type(screen.getByLabelText('E-adresa'), 'ana@example.rs');
    await user.click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
    await screen.findByText(VERIFICATION_RESENT_TEXT);
    expect(mailbox.sent).toEqual(['verification ana@example.rs']);
  });

  it("a refused resend shows the server's text", async () => {
    const shop = aShopWithAccount({ signedIn: true });
    shop.rateLimited.push('POST /api/auth/request-verify-email');
    const { user } = openShop('/verification', { shop });
    await user.click(await screen.findByRole('button', { name: 'Pošalji ponovo' }));
    const refusal = await screen.findByText(
      'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    // Spec §8: the 429 also shows its warning toast.
    expect(await screen.findByText('Previše aktivnosti!')).toBeTruthy();
  });

  it('a verified user is told it is done and led to the wishlist', async () => {
    openShop('/verification', { shop: aShopWithAccount({ signedIn: true, verified: true }) });
    expect(await screen.findByText(/je potvrđena/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otvori listu želja' }).getAttribute('href')).toBe(
      '/profil/lista-zelja',
    );
    expect(screen.queryByRole('button', { name: 'Pošalji ponovo' })).toBeNull();
  });
});
