import { screen, within } from '@testing-library/react';
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
    expect(screen.getByText('marko@example.rs')).toBeTruthy();
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

    expect((await screen.findByRole('alert')).textContent).toBe('Nalog sa ovom e-adresom već postoji.');
    expect(window.location.pathname).toBe('/register');
    expect(shop.sessionUserId).toBeNull();
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
