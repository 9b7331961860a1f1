import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render-app';

async function openPage(path: string, title: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  const section = (name: string) => within(screen.getByRole('main')).getByRole('region', { name });
  return { section };
}

describe('terms of use /uslovi-koriscenja', () => {
  it('shows the date of the last change and a table of contents that links to every section', async () => {
    await openPage('/uslovi-koriscenja', 'Uslovi korišćenja');
    const updated = screen.getByText(/Poslednja izmena:/);
    expect(updated.textContent).toBe('Poslednja izmena: 1. novembra 2026.');
    const toc = within(screen.getByRole('main')).getByRole('navigation', { name: 'Sadržaj' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.querySelector('h2')?.textContent).toContain(link.textContent);
    }
  });

  it('states the 14-day right of withdrawal, complaints and the shop’s delivery and payment rules', async () => {
    const { section } = await openPage('/uslovi-koriscenja', 'Uslovi korišćenja');
    const withdrawal = section('7. Pravo na odustanak od ugovora').textContent;
    expect(withdrawal).toContain('Zakonom o zaštiti potrošača');
    expect(withdrawal).toContain(
      'u roku od 14 dana od dana kada ste Vi ili lice koje ste odredili primili proizvod',
    );
    expect(section('8. Saobraznost i reklamacije').textContent).toContain('u roku od 8 dana');
    const delivery = section('5. Dostava').textContent;
    expect(delivery).toContain('290\u00a0RSD za porudžbine vrednosti ispod 5.000\u00a0RSD');
    expect(delivery).toContain('1.490\u00a0RSD po komadu glomaznog proizvoda');
    const payment = section('6. Plaćanje').textContent;
    expect(payment).toContain('pouzećem');
    expect(payment).toContain('sa brojem porudžbine kao pozivom na broj');
    expect(section('1. Opšte odredbe').textContent).toContain('Prodavnica d.o.o.');
  });
});

describe('privacy policy /politika-privatnosti', () => {
  it('names the law, the controller and the date of the last change', async () => {
    await openPage('/politika-privatnosti', 'Politika privatnosti');
    expect(screen.getByText(/Poslednja izmena:/).textContent).toBe('Poslednja izmena: 1. novembra 2026.');
    expect(screen.getByText(/Zakonom o zaštiti podataka o ličnosti/)).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('region', { name: '1. Rukovalac podacima' }).textContent,
    ).toContain('privatnost@prodavnica.rs');
  });

  it('lists the necessary cookies and the analytics cookies that load only after consent', async () => {
    const { section } = await openPage('/politika-privatnosti', 'Politika privatnosti');
    const cookies = section('4. Kolačići');
    const table = within(cookies).getByRole('table', { name: 'Kolačići koje sajt koristi' });
    const kind = (cookie: string) =>
      within(table).getByRole('rowheader', { name: cookie }).closest('tr')!.lastElementChild!.textContent;
    expect(kind('cart_id')).toBe('neophodan');
    expect(kind('session_updated')).toBe('neophodan');
    expect(kind('session')).toBe('neophodan');
    expect(kind('_ga, _ga_*')).toBe('analitički, uz pristanak');
    expect(cookies.textContent).toContain('Bez pristanka se skripta za analitiku ne učitava.');
  });

  it("states how long data is kept and the person's rights, with the Commissioner to complain to", async () => {
    const { section } = await openPage('/politika-privatnosti', 'Politika privatnosti');
    const kept = section('6. Koliko dugo čuvamo podatke').textContent;
    expect(kept).toContain('Sesiju prijave: 30 dana od poslednje aktivnosti');
    expect(kept).toContain('Porudžbine i račune: 10 godina');
    const rights = section('7. Vaša prava').textContent;
    expect(rights).toContain('zahtevate brisanje podataka');
    expect(rights).toContain('povučete pristanak u svakom trenutku');
    expect(rights).toContain('Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti');
  });
});
