import { describe, expect, it } from 'vitest';
import { serbianStems } from '../../../server/catalog/serbian-stem';

describe('serbianStems: one plural or case ending off a search term', () => {
  it('strips the longest ending that leaves a stem of 4+ letters', () => {
    expect(serbianStems('laptopovi')).toEqual(['laptop']);
    expect(serbianStems('laptopovima')).toEqual(['laptop']);
    expect(serbianStems('televizore')).toEqual(['televizor']);
    expect(serbianStems('cokoladama')).toEqual(['cokolad']);
    expect(serbianStems('masine')).toEqual(['masin']);
    // Five letters are enough: "lampe" keeps a stem of four.
    expect(serbianStems('lampe')).toEqual(['lamp']);
  });

  it('also offers k, g or h for a c, z or s softened before an ending in i', () => {
    expect(serbianStems('jastuci')).toEqual(['jastuc', 'jastuk']);
    expect(serbianStems('bubrezi')).toEqual(['bubrez', 'bubreg']);
    expect(serbianStems('orasima')).toEqual(['oras', 'orah']);
    // Not before other endings.
    expect(serbianStems('jastuce')).toEqual(['jastuc']);
  });

  it('leaves words under 5 letters, words without an ending and stems that would be too short', () => {
    expect(serbianStems('kafa')).toEqual([]);
    expect(serbianStems('sampon')).toEqual([]);
    expect(serbianStems('usisivac')).toEqual([]);
    // "kafom" → "kaf" would be 3 letters.
    expect(serbianStems('kafom')).toEqual([]);
  });
});
