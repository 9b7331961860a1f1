import { describe, expect, it } from 'vitest';
import { parseAttributeFilters, validAttributeFilters } from '../../contract/attribute-filters';
import {
  ATTRIBUTE_GROUPS,
  attributeDefinitions,
  energyClassOf,
  formatDecimal,
  formatMeasure,
  groupAttributes,
  toProductAttribute,
  typedValueProblem,
} from '../../contract/product-specs';

describe('typed specification values', () => {
  it('writes numbers with the Serbian decimal comma and their unit, inches close to the number', () => {
    expect(formatDecimal(15.6)).toBe('15,6');
    expect(formatDecimal(1400)).toBe('1400');
    expect(formatDecimal(21.6)).toBe('21,6');
    expect(formatMeasure(330, 'l')).toBe('330 l');
    expect(formatMeasure(15.6, '"')).toBe('15,6"');
    expect(formatMeasure(8, '')).toBe('8');
    expect(formatMeasure(1.45, 'kg')).toBe('1,45 kg');
  });

  it('answers a stored line with name and value as before, and key, group, type, number and unit added', () => {
    expect(toProductAttribute({ key: 'volume', value: 330 })).toEqual({
      key: 'volume',
      name: 'Ukupna zapremina',
      value: '330 l',
      group: 'Osnovne karakteristike',
      type: 'number',
      number: 330,
      unit: 'l',
    });
    expect(toProductAttribute({ key: 'no_frost', value: false })).toMatchObject({
      value: 'Ne',
      type: 'boolean',
    });
    expect(toProductAttribute({ key: 'energy_class', value: 'A++' })).toMatchObject({
      value: 'A++',
      group: 'Energija',
    });
    expect(toProductAttribute({ name: 'Ručke', value: 'Inox' })).toEqual({
      key: '',
      name: 'Ručke',
      value: 'Inox',
      group: 'Ostalo',
      type: 'text',
    });
    expect(toProductAttribute({ key: 'retired', value: 3 })).toMatchObject({
      name: 'retired',
      value: '3',
      type: 'text',
    });
  });

  it('groups lines in the groups’ order, keeping their order within a group', () => {
    const lines = [
      { group: 'Ostalo', n: 0 },
      { group: 'Energija', n: 1 },
      { group: 'Osnovne karakteristike', n: 2 },
      { group: 'Nepoznata', n: 3 },
      { group: 'Osnovne karakteristike', n: 4 },
    ];
    // "Ostalo" is the last group, after one the shop does not know too.
    expect(groupAttributes(lines).map(({ group, lines }) => [group, lines.map((line) => line.n)])).toEqual([
      ['Osnovne karakteristike', [2, 4]],
      ['Energija', [1]],
      ['Nepoznata', [3]],
      ['Ostalo', [0]],
    ]);
  });

  it('finds an energy class only among the label’s classes', () => {
    expect(energyClassOf([{ key: 'energy_class', value: 'B' }])).toBe('B');
    expect(energyClassOf([{ key: 'energy_class', value: 'Z' }])).toBeUndefined();
    expect(energyClassOf([{ name: 'Energetski razred', value: 'A' }])).toBeUndefined();
  });

  it('checks a typed value against its definition', () => {
    expect(typedValueProblem('volume', 330)).toBeUndefined();
    expect(typedValueProblem('volume', Number.NaN)).toBe('„Ukupna zapremina“ je broj (u l), npr. 42.');
    expect(typedValueProblem('smart', true)).toBeUndefined();
    expect(typedValueProblem('color', 'Ljubičasta')).toBeUndefined();
    expect(typedValueProblem('color', 'ljubičasta')).toMatch(/^„Boja“ je jedna od vrednosti/);
    expect(typedValueProblem('constructor', 1)).toMatch(/^nepoznata karakteristika/);
  });

  it('defines every key in a known group, options without commas (the URL’s separator), numbers with a unit', () => {
    for (const definition of Object.values(attributeDefinitions)) {
      expect(ATTRIBUTE_GROUPS).toContain(definition.group);
      for (const option of definition.options ?? []) expect(option).not.toContain(',');
      if (definition.type === 'number') expect(typeof definition.unit).toBe('string');
      if (definition.type === 'option') expect(definition.options?.length).toBeGreaterThan(1);
    }
  });
});

describe('spec filters in the URL', () => {
  const parse = (query: string) => parseAttributeFilters(new URLSearchParams(query));
  it('reads values and open or closed ranges, ignoring other parameters', () => {
    expect(parse('brand=x&a.energy_class=A,B,A&a.volume=300-400&a.ram=16-&a.screen=-15.6')).toEqual({
      ok: true,
      filters: [
        { key: 'energy_class', kind: 'values', values: ['A', 'B'] },
        { key: 'volume', kind: 'range', min: 300, max: 400 },
        { key: 'ram', kind: 'range', min: 16, max: undefined },
        { key: 'screen', kind: 'range', min: undefined, max: 15.6 },
      ],
    });
    expect(parse('a.volume=-')).toEqual({
      ok: true,
      filters: [{ key: 'volume', kind: 'range', min: undefined, max: undefined }],
    });
  });

  it('gives the first problem of a wrong one; the page reader keeps only the good ones', () => {
    expect(parse('a.volume=5-1')).toMatchObject({ ok: false, problem: { code: 'BAD_ATTRIBUTE_FILTER' } });
    expect(parse('a.volume=-5-1')).toMatchObject({ ok: false, problem: { code: 'BAD_ATTRIBUTE_FILTER' } });
    expect(parse(`a.energy_class=${'A,'.repeat(300)}`)).toMatchObject({ ok: false });
    expect(parse(Array.from({ length: 13 }, (_, i) => `a.k${i}=1`).join('&'))).toMatchObject({ ok: false });
    expect(
      validAttributeFilters(new URLSearchParams('a.x=1&a.volume=9-1&a.no_frost=da&a.no_frost=ne')),
    ).toEqual([{ key: 'no_frost', kind: 'values', values: ['da'] }]);
  });
});
