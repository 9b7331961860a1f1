import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImportError, importCatalog, parseCatalogImport } from '../../../server/db/import-catalog';
import { type TestServer, createTestServer } from '../../utils/test-server';

const examplePath = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'catalog-example.json');
const exampleJson = () => JSON.parse(readFileSync(examplePath, 'utf8'));

describe('catalogue import of typed specifications', () => {
  let server: TestServer;
  const fileWith = (attributes: unknown[]) => {
    const file = exampleJson();
    file.products[0].attributes = attributes;
    return file;
  };
  const problemsOf = async (attributes: unknown[]): Promise<string[]> => {
    try {
      await importCatalog(server.database.db, parseCatalogImport(fileWith(attributes)));
    } catch (error) {
      if (error instanceof CatalogImportError) return error.problems;
      throw error;
    }
    throw new Error('expected a CatalogImportError');
  };

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('imports the example’s typed lines, shows them with labels and units, and filters by them', async () => {
    await importCatalog(server.database.db, parseCatalogImport(exampleJson()));
    const { product } = (await server.app.inject('/api/products/skolska-tabla-na-stalku')).json();
    expect(product.attributes).toEqual([
      {
        key: 'width',
        name: 'Širina',
        value: '90 cm',
        group: 'Dimenzije',
        type: 'number',
        number: 90,
        unit: 'cm',
      },
      {
        key: 'height',
        name: 'Visina',
        value: '60 cm',
        group: 'Dimenzije',
        type: 'number',
        number: 60,
        unit: 'cm',
      },
      { key: 'color', name: 'Boja', value: 'Bela', group: 'Osnovne karakteristike', type: 'option' },
      {
        key: 'material',
        name: 'Materijal',
        value: 'Aluminijum',
        group: 'Osnovne karakteristike',
        type: 'option',
      },
      { key: 'warranty', name: 'Garancija', value: '2 godine', group: 'Ostalo', type: 'text' },
      { key: '', name: 'Magnetna', value: 'Da', group: 'Ostalo', type: 'text' },
    ]);
    const filtered = (await server.app.inject('/api/products?a.width=80-100&a.color=Bela')).json();
    expect(filtered.items.map((item: { slug: string }) => item.slug)).toEqual(['skolska-tabla-na-stalku']);
  });

  it('names every typed value that does not fit its key by its place in the file', async () => {
    expect(
      await problemsOf([
        { key: 'volume', value: '330 l' },
        { key: 'no_frost', value: 'Da' },
        { key: 'energy_class', value: 'A++++' },
        { key: 'tezina', value: 3 },
        { key: 'warranty', value: '' },
        { key: 'volume', value: 330 },
        { key: 'volume', value: 340 },
      ]),
    ).toEqual([
      'products[0].attributes[0].value: „Ukupna zapremina“ je broj (u l), npr. 42.',
      'products[0].attributes[1].value: „No Frost“ je da ili ne: true ili false.',
      'products[0].attributes[2].value: „Energetski razred“ je jedna od vrednosti: A+++, A++, A+, A, B, C, D, E, F, G.',
      'products[0].attributes[3].key: nepoznata karakteristika "tezina" (poznate su u docs/catalog-import.md).',
      'products[0].attributes[4].value: „Garancija“ je tekst.',
      'products[0].attributes[5].key: karakteristika "volume" se ponavlja (već je u products[0].attributes[0]).',
      'products[0].attributes[6].key: karakteristika "volume" se ponavlja (već je u products[0].attributes[0]).',
    ]);
  });

  it('refuses a typed text longer than the value table indexes', async () => {
    expect(await problemsOf([{ key: 'warranty', value: 'x'.repeat(201) }])).toEqual([
      'products[0].attributes[0].value: najviše 200 znakova.',
    ]);
  });

  it('refuses a line that is neither typed nor named, and a named one whose value is no text', async () => {
    expect(await problemsOf([{ value: 'A4' }, { name: 'Težina', value: 3 }])).toEqual([
      'products[0].attributes[0].name: navedite key ili name.',
      'products[0].attributes[1].value: Vrednost nije odgovarajućeg tipa.',
    ]);
  });
});
