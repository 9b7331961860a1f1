import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render-app';

async function openHowToBuy() {
  const app = renderApp('/kako-kupovati');
  await screen.findByRole('heading', { level: 1, name: 'Kako kupovati' });
  return app;
}

describe('how to buy /kako-kupovati', () => {
  it('lists the six steps from finding a product to delivery, in order', async () => {
    await openHowToBuy();
    const steps = within(screen.getByRole('main')).getByRole('region', { name: 'Kupovina u šest koraka' });
    const titles = within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Pronađite proizvod',
      'Dodajte ga u korpu',
      'Unesite podatke za dostavu',
      'Izaberite način plaćanja',
      'Stiže potvrda e-poštom',
      'Isporuka na Vašu adresu',
    ]);
    expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    expect(steps.textContent).toContain('možete kupovati kao gost');
  });

  it('shows the delivery prices: 290 RSD below 5.000 RSD, free from 5.000 RSD, 1.490 RSD per bulky piece', async () => {
    await openHowToBuy();
    const table = within(screen.getByRole('main')).getByRole('table', {
      name: 'Cena dostave prema porudžbini',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Vrednost ispod 5.000\u00a0RSD290\u00a0RSD',
      'Vrednost od 5.000\u00a0RSD navišebesplatna',
      'Sa glomaznim proizvodima (veliki kućni aparati)1.490\u00a0RSD po komadu glomaznog proizvoda',
    ]);
    expect(
      within(screen.getByRole('main')).getByRole('region', { name: 'Cena dostave' }).textContent,
    ).toContain('za dva frižidera i jedan usisivač dostava iznosi 2.980\u00a0RSD');
  });

  it('explains cash on delivery and the payment slip with the order number as reference, and that cards are not taken', async () => {
    await openHowToBuy();
    const payment = within(screen.getByRole('main')).getByRole('region', { name: 'Načini plaćanja' });
    expect(within(payment).getByRole('heading', { name: 'Plaćanje pouzećem' })).toBeTruthy();
    expect(within(payment).getByRole('heading', { name: 'Uplatnica (uplata na račun)' })).toBeTruthy();
    const slip = within(payment).getByText('Poziv na broj', { selector: 'dt' }).parentElement!;
    expect(slip.textContent).toContain('broj Vaše porudžbine, bez crtica');
    expect(within(payment).getByText('Model', { selector: 'dt' }).nextElementSibling?.textContent).toBe('97');
    expect(payment.textContent).toContain('160-0000000012345-95');
    expect(payment.textContent).toContain('Plaćanje platnim karticama trenutno nije moguće');
  });
});
