import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderShop } from './layout-driver';

describe('shop footer and skip link (spec §2 shop layout)', () => {
  it('links the sale page and the five info pages', async () => {
    renderShop('/');
    const info = screen.getByRole('navigation', { name: 'Informacije' });
    const links = within(info)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Akcija', '/akcija'],
      ['Kako kupovati', '/kako-kupovati'],
      ['Česta pitanja', '/faq'],
      ['Kontakt', '/kontakt'],
      ['Uslovi korišćenja', '/uslovi-koriscenja'],
      ['Politika privatnosti', '/politika-privatnosti'],
    ]);
  });

  it('shows the shop contact data and the payment methods', () => {
    renderShop('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'kontakt@prodavnica.rs' }).getAttribute('href')).toBe(
      'mailto:kontakt@prodavnica.rs',
    );
    expect(within(footer).getByRole('link', { name: '011 123 45 67' }).getAttribute('href')).toBe(
      'tel:+381111234567',
    );
    const payment = within(footer).getByRole('region', { name: 'Plaćanje i dostava' });
    expect(within(payment).getByText(/Plaćanje pouzećem/)).toBeTruthy();
    expect(within(payment).getByText(/Uplatnica/)).toBeTruthy();
    expect(within(payment).getByText(/besplatna od 5\.000 RSD/)).toBeTruthy();
  });

  it('an info link opens its page inside the app', async () => {
    const { user } = renderShop('/');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Česta pitanja' }));
    expect(currentUrl()).toBe('/faq');
  });

  it('the first link of the page skips to the main content', () => {
    renderShop('/');
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip.textContent).toBe('Preskoči na sadržaj');
    const target = document.querySelector(skip.getAttribute('href')!);
    expect(target).toBe(screen.getByRole('main'));
    expect(target?.getAttribute('tabindex')).toBe('-1');
  });
});
