import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anOperator } from '../../msw/admin-fixtures';
import { aBackOffice, TOTP_SECRET } from '../../msw/admin-handlers';
import { callsTo, openBackOffice, screenTitled } from './back-office-driver';

describe('the staff way into /admin', () => {
  it("sends someone not signed in to the shop's login, which leads back to /admin", async () => {
    openBackOffice('/admin', aBackOffice({ signedIn: 'nobody' }));
    await screenTitled('Administracija');
    expect(screen.getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fadmin',
    );
    // The shop's own header and footer are not the back office's.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('tells a shopper "Nemate pristup"', async () => {
    openBackOffice('/admin/porudzbine', aBackOffice({ signedIn: 'shopper' }));
    await screenTitled('Nemate pristup');
    expect(screen.queryByRole('navigation', { name: 'Administracija' })).toBeNull();
  });

  it('enrols the second factor: QR code and secret, a wrong code refused, the right one shows the 10 recovery codes once', async () => {
    const { user, office } = openBackOffice('/admin', aBackOffice({ totp: 'notEnrolled' }));
    await screenTitled('Dvostepena prijava');
    expect(screen.getByRole('img', { name: 'QR kod za aplikaciju za autentifikaciju' })).toBeTruthy();
    expect(screen.getByText(TOTP_SECRET)).toBeTruthy();

    const code = screen.getByLabelText('Šestocifreni kod iz aplikacije');
    // The contract's check, before anything is sent.
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(await screen.findByText('Unesite šestocifreni kod iz aplikacije.')).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(callsTo(office, 'adminTotpVerify')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(await screen.findByText('Kod nije ispravan. Pokušajte ponovo.')).toBeTruthy();

    await user.clear(code);
    await user.type(code, office.code);
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    await screenTitled('Kodovi za oporavak');
    const codes = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(office.recoveryCodes);
    expect(callsTo(office, 'adminTotpVerify').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: office.code },
    ]);

    await user.click(screen.getByRole('button', { name: 'Sačuvao sam kodove' }));
    await screenTitled('Kontrolna tabla');
    expect(screen.queryByText(office.recoveryCodes[0]!)).toBeNull();
  });

  it('asks an enrolled staff member for the code, or a recovery code instead', async () => {
    const { user, office } = openBackOffice('/admin', aBackOffice({ totp: 'required' }));
    await screenTitled('Potvrda prijave');
    await user.click(screen.getByRole('button', { name: 'Koristite kod za oporavak' }));
    await screenTitled('Prijava kodom za oporavak');
    await user.type(screen.getByLabelText('Kod za oporavak'), 'pogresan-kod-1');
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(await screen.findByText('Kod za oporavak nije ispravan.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Kod za oporavak'));
    await user.type(screen.getByLabelText('Kod za oporavak'), office.recoveryCodes[3]!);
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    await screenTitled('Kontrolna tabla');
    expect(screen.getByText('Prijavili ste se kodom za oporavak. Preostalo kodova: 9.')).toBeTruthy();
  });

  it('goes back to the code when a later call answers TOTP_REQUIRED, and to the login after a 401', async () => {
    const office = aBackOffice();
    const { user } = openBackOffice('/admin', office);
    await screenTitled('Kontrolna tabla');
    office.totp = 'required';
    office.next.adminOrderList = [
      HttpResponse.json({ error: 'Potrebna je potvrda kodom.', code: 'TOTP_REQUIRED' }, { status: 403 }),
    ];
    await user.click(screen.getByRole('link', { name: 'Porudžbine' }));
    await screenTitled('Potvrda prijave');
    await user.type(screen.getByLabelText('Šestocifreni kod iz aplikacije'), office.code);
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    await screenTitled('Porudžbine');

    office.signedIn = 'nobody';
    await user.click(screen.getByRole('link', { name: 'Uplate na čekanju' }));
    await screenTitled('Administracija');
    expect(screen.getByRole('link', { name: 'Prijavite se' })).toBeTruthy();
  });

  it('shows an operator only orders, payments, withdrawals and stock; an admin screen says "Nemate pristup"', async () => {
    const { user } = openBackOffice('/admin', aBackOffice({ signedIn: anOperator() }));
    await screenTitled('Kontrolna tabla');
    const nav = screen.getByRole('navigation', { name: 'Administracija' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kontrolna tabla', 'Porudžbine', 'Uplate na čekanju', 'Odustanci', 'Zalihe']);
    expect(screen.getByText('Marko Marković (Operater)')).toBeTruthy();
    window.history.pushState(null, '', '/admin/osoblje');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await screenTitled('Nemate pristup');
    await user.click(within(nav).getByRole('link', { name: 'Zalihe' }));
    await screenTitled('Zalihe');
  });

  it('names a staff member without a name yet (npm run staff:add opens one so) by their e-mail', async () => {
    openBackOffice('/admin', aBackOffice({ signedIn: anOperator({ firstName: '', lastName: '' }) }));
    await screenTitled('Kontrolna tabla');
    expect(screen.getByText('marko@prodavnica.rs (Operater)')).toBeTruthy();
  });

  it('ends the session when the server would end it idle, and "Nastavi" reads it again', async () => {
    // No call succeeds after the session is read (the dashboard fails), so nothing restarts the clock.
    const office = aBackOffice({ idleMs: 300 });
    office.next.adminDashboard = [
      HttpResponse.json({ error: 'Greška.', code: 'INTERNAL_ERROR' }, { status: 500 }),
    ];
    const { user } = openBackOffice('/admin', office);
    await screenTitled('Sesija je istekla');
    office.idleMs = 30 * 60_000;
    await user.click(screen.getByRole('button', { name: 'Nastavi' }));
    await screenTitled('Kontrolna tabla');
    expect(callsTo(office, 'adminSession')).toHaveLength(2);
  });

  it('keeps the session alive while calls succeed: each restarts the idle clock', async () => {
    const office = aBackOffice({ idleMs: 300 });
    openBackOffice('/admin', office);
    await screenTitled('Kontrolna tabla');
    await screen.findByText('Zahtevi za odustanak');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('heading', { name: 'Sesija je istekla' })).toBeNull();
  });
});
