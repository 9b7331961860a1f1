import { describe, expect, it } from 'vitest';
import { countOf } from '../../contract/plural';

const forms = ['proizvod', 'proizvoda', 'proizvoda'] as const;
const pieces = ['komad', 'komada', 'komada'] as const;

describe('Serbian plural forms', () => {
  it.each([
    [1, '1 proizvod'],
    [2, '2 proizvoda'],
    [5, '5 proizvoda'],
    [21, '21 proizvod'],
    [11, '11 proizvoda'],
  ])('%i → %s', (n, text) => {
    expect(countOf(n, forms)).toBe(text);
  });

  it('distinguishes the one, few and other forms', () => {
    expect(countOf(1, ['stavka', 'stavke', 'stavki'])).toBe('1 stavka');
    expect(countOf(3, ['stavka', 'stavke', 'stavki'])).toBe('3 stavke');
    expect(countOf(12, ['stavka', 'stavke', 'stavki'])).toBe('12 stavki');
    expect(countOf(22, pieces)).toBe('22 komada');
  });
});
