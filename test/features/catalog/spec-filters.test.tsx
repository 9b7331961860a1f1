import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectProducts, expectUrl, openCatalog } from './catalog-driver';

const filters = () => screen.getByRole('region', { name: 'Filteri' });
const results = () => screen.getByRole('region', { name: 'Rezultati' });

describe('spec filters on a category page', () => {
  it('checking a value puts it in the URL as a.key and lists only what has it; unchecking takes it out', async () => {
    const { user } = openCatalog('/proizvodi/frizideri');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    const energy = within(filters()).getByRole('group', { name: 'Energetski razred' });
    await user.click(within(energy).getByRole('checkbox', { name: 'B (1)' }));
    await expectUrl('/proizvodi/frizideri', '?a.energy_class=B');
    await expectProducts(['Frižider Mraz Mini']);
    await user.click(within(energy).getByRole('checkbox', { name: 'A (1)' }));
    await expectUrl('/proizvodi/frizideri', '?a.energy_class=B,A');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    await user.click(within(energy).getByRole('checkbox', { name: 'B (1)' }));
    await user.click(within(energy).getByRole('checkbox', { name: 'A (1)' }));
    await expectUrl('/proizvodi/frizideri', '');
  });

  it('applies a number range with its button, in Serbian decimals, and refuses one upside down', async () => {
    const { user } = openCatalog('/proizvodi/frizideri');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    const volume = within(filters()).getByRole('group', { name: 'Ukupna zapremina (l)' });
    expect(within(volume).getByText('Od 120 l do 300 l')).toBeTruthy();
    await user.type(within(volume).getByRole('textbox', { name: 'Od' }), '200');
    await user.type(within(volume).getByRole('textbox', { name: 'Do' }), '150');
    await user.click(within(volume).getByRole('button', { name: 'Primeni' }));
    expect(await within(volume).findByText('Najmanja vrednost ne može biti veća od najveće.')).toBeTruthy();
    await user.clear(within(volume).getByRole('textbox', { name: 'Do' }));
    await user.type(within(volume).getByRole('textbox', { name: 'Do' }), '350,5');
    await user.click(within(volume).getByRole('button', { name: 'Primeni' }));
    await expectUrl('/proizvodi/frizideri', '?a.volume=200-350.5');
    await expectProducts(['Frižider Polar 300']);
  });

  it('opens a shared link with its filters checked and filled in, and back undoes a filter', async () => {
    const { user } = openCatalog('/proizvodi/frizideri?a.energy_class=A&a.volume=100-');
    await expectProducts(['Frižider Polar 300']);
    const energy = within(filters()).getByRole('group', { name: 'Energetski razred' });
    expect((within(energy).getByRole('checkbox', { name: 'A (1)' }) as HTMLInputElement).checked).toBe(true);
    const volume = within(filters()).getByRole('group', { name: 'Ukupna zapremina (l)' });
    expect((within(volume).getByRole('textbox', { name: 'Od' }) as HTMLInputElement).value).toBe('100');
    await user.click(within(energy).getByRole('checkbox', { name: 'A (1)' }));
    await expectUrl('/proizvodi/frizideri', '?a.volume=100-');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    act(() => window.history.back());
    await expectProducts(['Frižider Polar 300']);
    expect(window.location.search).toBe('?a.energy_class=A&a.volume=100-');
  });

  it('drops a hand-edited filter the shop does not know, so the page still loads, and clears filters with the rest', async () => {
    const { user } = openCatalog('/proizvodi/frizideri?a.nepostoji=1&a.energy_class=A');
    await expectProducts(['Frižider Polar 300']);
    await user.click(within(filters()).getByRole('link', { name: 'Poništi filtere' }));
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    expect(window.location.search).toBe('');
  });

  it('shows each card’s energy class as a label badge read out as text', async () => {
    openCatalog('/proizvodi/frizideri');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    const polar = within(results()).getByRole('article', { name: 'Frižider Polar 300' });
    const badge = within(polar).getByText('Energetski razred', { exact: false }).parentElement!;
    expect(badge.textContent).toBe('Energetski razred A');
    expect(badge.getAttribute('data-energy')).toBe('A');
  });
});
