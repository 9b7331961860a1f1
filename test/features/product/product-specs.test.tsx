import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contract/catalog';
import { aCatalog } from '../../msw/catalog-handlers';
import { openCatalog } from '../catalog/catalog-driver';

const fridgeSpecs: ProductDetail['attributes'] = [
  {
    key: 'volume',
    name: 'Ukupna zapremina',
    value: '330 l',
    group: 'Osnovne karakteristike',
    type: 'number',
    number: 330,
    unit: 'l',
  },
  { key: 'energy_class', name: 'Energetski razred', value: 'A', group: 'Energija', type: 'option' },
  {
    key: 'width',
    name: 'Širina',
    value: '59,5 cm',
    group: 'Dimenzije',
    type: 'number',
    number: 59.5,
    unit: 'cm',
  },
  { key: 'no_frost', name: 'No Frost', value: 'Da', group: 'Osnovne karakteristike', type: 'boolean' },
  { key: 'warranty', name: 'Garancija', value: '2 godine', group: 'Ostalo', type: 'text' },
];

function withSpecs() {
  const catalog = aCatalog();
  const polar = catalog.entries.find((entry) => entry.product.slug === 'frizider-polar-300')!;
  polar.detail = { attributes: fridgeSpecs };
  return catalog;
}

describe('the product page’s specification', () => {
  it('groups the lines as Serbian shops do, each group headed, in the groups’ order', async () => {
    openCatalog('/proizvod/frizider-polar-300', { catalog: withSpecs() });
    const table = await screen.findByRole('table');
    const groups = within(table)
      .getAllByRole('rowgroup')
      .map((group) =>
        within(group)
          .getAllByRole('row')
          .map((row) => row.textContent),
      );
    expect(groups).toEqual([
      ['Osnovne karakteristike', 'Ukupna zapremina330 l', 'No FrostDa'],
      ['Dimenzije', 'Širina59,5 cm'],
      ['Energija', 'Energetski razredA'],
      ['Ostalo', 'Garancija2 godine'],
    ]);
    expect(within(table).getByText('Dimenzije').getAttribute('scope')).toBe('rowgroup');
  });

  it('shows the energy class as the EU label’s badge beside the price, read out as text', async () => {
    openCatalog('/proizvod/frizider-polar-300', { catalog: withSpecs() });
    await screen.findByRole('table');
    const badge = document.querySelector('.product-energy .energy-badge')!;
    expect(badge.textContent).toBe('Energetski razred A');
    expect(badge.getAttribute('data-energy')).toBe('A');
  });

  it('shows no badge for a product without an energy class', async () => {
    openCatalog('/proizvod/usisivac-tornado-2000');
    await screen.findByRole('heading', { level: 1, name: 'Usisivač Tornado 2000' });
    expect(document.querySelector('.energy-badge')).toBeNull();
  });
});
