import { describe, expect, it } from 'vitest';
import { slugify } from '../../../server/catalog/slug';

describe('slugify: a product address from its Serbian name', () => {
  it('lower-cases, drops diacritics, writes đ as dj and joins the words with one dash', () => {
    expect(slugify('Frižider Gorenje NRK 6192')).toBe('frizider-gorenje-nrk-6192');
    expect(slugify('Đumbir čaj')).toBe('djumbir-caj');
  });

  it('turns every run of other characters into one dash', () => {
    expect(slugify('Kafa  &  čaj – 2 u 1')).toBe('kafa-caj-2-u-1');
  });

  it('leaves no dash at either end', () => {
    expect(slugify('„Šoljica“!!')).toBe('soljica');
    expect(slugify('-- Tiganj 28 cm --')).toBe('tiganj-28-cm');
  });
});
