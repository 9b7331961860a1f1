import { describe, expect, it } from 'vitest';
import { compareSections } from '../../contract/compare-rows';

const sectionsOf = (products: { attributes: { name: string; value: string; group?: string }[] }[]) =>
  compareSections(products).map((section) => [section.group, section.rows.map((row) => row.name)]);

describe('the comparison table’s sections', () => {
  it('come in the specification’s order whatever order the products list them in, "Ostalo" last', () => {
    const products = [
      {
        attributes: [
          { name: 'Boja', value: 'Bela', group: 'Ostalo' },
          { name: 'Garancija', value: '2 godine' },
          { name: 'Nivo buke', value: '38 dB', group: 'Performanse' },
          { name: 'Poreklo', value: 'Srbija', group: 'Nepoznata' },
        ],
      },
      {
        attributes: [
          { name: 'Energetski razred', value: 'B', group: 'Energija' },
          { name: 'Boja', value: 'Siva', group: 'Ostalo' },
          { name: 'Ukupna zapremina', value: '300 l', group: 'Osnovne karakteristike' },
        ],
      },
    ];
    expect(sectionsOf(products)).toEqual([
      [null, ['Garancija']],
      ['Osnovne karakteristike', ['Ukupna zapremina']],
      ['Performanse', ['Nivo buke']],
      ['Energija', ['Energetski razred']],
      ['Nepoznata', ['Poreklo']],
      ['Ostalo', ['Boja']],
    ]);
  });

  it('compare each attribute by name across the products, marking the rows whose values differ', () => {
    const rows = compareSections([
      { attributes: [{ name: 'Boja', value: 'Bela', group: 'Ostalo' }] },
      {
        attributes: [
          { name: 'Boja', value: ' bela ', group: 'Ostalo' },
          { name: 'No Frost', value: 'Da' },
        ],
      },
    ]).flatMap((section) => section.rows);
    expect(rows).toEqual([
      { name: 'No Frost', values: ['', 'Da'], differs: true },
      { name: 'Boja', values: ['Bela', ' bela '], differs: false },
    ]);
  });
});
