import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aShopWithAccount, RESET_REQUESTED_TEXT } from '../../msw/account-handlers';
import { callsTo, findPageHeading, openShop } from './account-driver';

async function requestReset(user: ReturnType<typeof openShop>['user'], email: string) {
  const field = await screen.findByLabelText('E-adresa');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Pošalji link' }));
}

describe('forgot password /forgot-password', () => {
  it('known and unknown addresses get the same neutral confirmation; only the account holder gets a mail', async () => {
    const { user, mailbox } = openShop('/forgot-password');
    await findPageHeading('Zaboravljena lozinka');

    await requestReset(user, 'ana@example.rs');
    const known = (await screen.findByText(RESET_REQUESTED_TEXT, { exact: false })).textContent;

    await requestReset(user, 'niko@example.rs');
    const unknown = (await screen.findByText(RESET_REQUESTED_TEXT, { exact: false })).textContent;
    expect(unknown).toBe(known);
    expect(mailbox.sent).toEqual(['reset ana@example.rs']);
  });

  it('a malformed address is refused before anything is sent', async () => {
    const { user, shop } = openShop('/forgot-password');
    await requestReset(user, 'ana-bez-majmuna');
    expect(await screen.findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(callsTo(shop, 'POST /api/auth/generate-reset-pass')).toEqual([]);
  });

  it("a refused request (too many attempts) shows the server's text", async () => {
    const shop = aShopWithAccount();
    shop.rateLimited.push('POST /api/auth/generate-reset-pass');
    const { user } = openShop('/forgot-password', { shop });
    await requestReset(user, 'ana@example.rs');
    const refusal = await screen.findByText(
      'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    // Spec §8: the 429 also shows its warning toast.
    expect(await screen.findByText('Previše aktivnosti!')).toBeTruthy();
    expect(screen.queryByText(RESET_REQUESTED_TEXT, { exact: false })).toBeNull();
  });
});
