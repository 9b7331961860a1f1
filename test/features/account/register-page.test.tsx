import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, expectLocation, findPageHeading, openShop } from './account-driver';

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
};

const marko: Form = {
  firstName: 'Marko',
  lastName: 'Marković',
  email: 'marko@example.rs',
  phone: '064 123 4567',
  password: 'sigurna-lozinka',
  confirmPassword: 'sigurna-lozinka',
};

async function fillIn(user: ReturnType<typeof openShop>['user'], form: Form, acceptTerms = true) {
  await user.type(await screen.findByLabelText('Ime'), form.firstName);
  await user.type(screen.getByLabelText('Prezime'), form.lastName);
  await user.type(screen.getByLabelText('E-adresa'), form.email);
  if (form.phone) await user.type(screen.getByLabelText('Telefon (nije obavezno)'), form.phone);
  await user.type(screen.getByLabelText('Lozinka'), form.password);
  await user.type(screen.getByLabelText('Potvrda lozinke'), form.confirmPassword);
  if (acceptTerms) await user.click(screen.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }));
  await user.click(screen.getByRole('button', { name: 'Napravi nalog' }));
}

describe('register page /register', () => {
  it('a new account is signed in and lands on /verification, which names the address the mail went to', async () => {
    const { user, shop } = openShop('/register');
    await fillIn(user, marko);

    await expectLocation('/verification');
    await findPageHeading('Potvrda e-adrese');
    expect(await screen.findByText('marko@example.rs')).toBeTruthy();
    expect(shop.accounts.map((account) => account.user.email)).toContain('marko@example.rs');
    expect(screen.getByRole('link', { name: 'Moj nalog' })).toBeTruthy();
    // The server mails the link on register; the page asks for no second one.
    expect(callsTo(shop, 'POST /api/auth/generate-email')).toEqual([]);
    expect(callsTo(shop, 'POST /api/auth/request-verify-email')).toEqual([]);
  });

  it('the phone may stay empty', async () => {
    const { user, shop } = openShop('/register');
    await fillIn(user, { ...marko, phone: '' });
    await expectLocation('/verification');
    expect(callsTo(shop, 'POST /api/auth/register')).toHaveLength(1);
  });

  it("an address that already has an account shows the server's text and nobody is signed in", async () => {
    const { user, shop } = openShop('/register');
    await fillIn(user, { ...marko, email: 'ana@example.rs' });

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Nalog sa ovom e-adresom već postoji.',
      ),
    );
    expect(window.location.pathname).toBe('/register');
    expect(shop.sessionUserId).toBeNull();
  });

  it('spec §7 check-user: a taken address is said when the field is left, with ways to sign in or reset', async () => {
    const { user, shop } = openShop('/register');
    await user.type(await screen.findByLabelText('E-adresa'), 'ana@example.rs');
    await user.tab();

    const note = await screen.findByText('Nalog sa ovom e-adresom već postoji.');
    const alert = note.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe('/login');
    expect(
      screen
        .getByText(/Već imate nalog/)
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/login');
    expect(within(alert).getByRole('link', { name: 'zatražite novu lozinku' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    // Leaving the field again asks nothing new; typing another address takes the note away.
    await user.click(screen.getByLabelText('E-adresa'));
    await user.tab();
    expect(callsTo(shop, 'POST /api/auth/check-user')).toHaveLength(1);
    await user.type(screen.getByLabelText('E-adresa'), 'x');
    expect(screen.queryByText('Nalog sa ovom e-adresom već postoji.')).toBeNull();
    expect(callsTo(shop, 'POST /api/auth/register')).toEqual([]);
  });

  it('came from a login that was to lead back to a page, its links to the login still lead there', async () => {
    openShop(`/register?redirect=${encodeURIComponent('/korpa')}`);
    const already = await screen.findByText(/Već imate nalog/);
    expect(within(already).getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fkorpa',
    );
  });

  it('the taken-address note does not come back on a later visit of the empty form', async () => {
    const { user } = openShop('/register');
    await user.type(await screen.findByLabelText('E-adresa'), 'ana@example.rs');
    await user.tab();
    const note = await screen.findByText('Nalog sa ovom e-adresom već postoji.');
    const alert = note.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('link', { name: 'Prijavite se' }));
    await findPageHeading('Prijava');
    window.history.back();
    await findPageHeading('Registracija');
    await waitFor(() => expect(screen.queryByText('Nalog sa ovom e-adresom već postoji.')).toBeNull());
  });

  it('a free or malformed address says nothing when the field is left', async () => {
    const { user, shop } = openShop('/register');
    await user.type(await screen.findByLabelText('E-adresa'), 'nepotpuna@');
    await user.tab();
    expect(callsTo(shop, 'POST /api/auth/check-user')).toEqual([]);
    await user.type(screen.getByLabelText('E-adresa'), 'example.rs');
    await user.tab();
    await waitFor(() => expect(callsTo(shop, 'POST /api/auth/check-user')).toHaveLength(1));
    expect(screen.queryByText('Nalog sa ovom e-adresom već postoji.')).toBeNull();
  });

  it('an empty form shows each field’s rule in Serbian and sends nothing', async () => {
    const { user, shop } = openShop('/register');
    await user.click(await screen.findByRole('button', { name: 'Napravi nalog' }));

    expect(await screen.findByText('Unesite ime.')).toBeTruthy();
    expect(screen.getByText('Unesite prezime.')).toBeTruthy();
    expect(screen.getByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(screen.getByText('Lozinka mora imati najmanje 8 karaktera.')).toBeTruthy();
    expect(screen.getByText('Morate prihvatiti uslove korišćenja.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Ime'));
    expect(callsTo(shop, 'POST /api/auth/register')).toEqual([]);
  });

  it('different passwords, a wrong phone and unaccepted terms are refused before anything is sent', async () => {
    const { user, shop } = openShop('/register');
    await fillIn(user, { ...marko, phone: 'nema', confirmPassword: 'druga-lozinka' }, false);

    expect(await screen.findByText('Lozinke se ne poklapaju.')).toBeTruthy();
    expect(screen.getByText('Unesite ispravan broj telefona.')).toBeTruthy();
    const terms = screen.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(shop, 'POST /api/auth/register')).toEqual([]);
  });

  it('the terms of use open in a new tab, so the filled form stays', async () => {
    openShop('/register');
    const label = (await screen.findByRole('checkbox', { name: /Prihvatam/ })).closest('.checkbox-row')!;
    const terms = within(label as HTMLElement).getByRole('link', { name: /uslove korišćenja/ });
    expect(terms.getAttribute('href')).toBe('/uslovi-koriscenja');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
  });
});
