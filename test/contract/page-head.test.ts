import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  categoryDescription,
  isNoindex,
  pageHead,
  productDescription,
  shortText,
} from '../../contract/page-head';

describe('page head rules (contract/page-head.ts, shared by the server shell and the client)', () => {
  it('canonical: the path without its query; a listing keeps only page 2+ and only without filters', () => {
    expect(canonicalPath('/proizvod/tv', '?utm_source=mail')).toBe('/proizvod/tv');
    expect(canonicalPath('/proizvodi/tv', '?sort=price_asc&page=3')).toBe('/proizvodi/tv?page=3');
    expect(canonicalPath('/proizvodi', '?page=1')).toBe('/proizvodi');
    expect(canonicalPath('/proizvodi/tv', '?page=0')).toBe('/proizvodi/tv');
    expect(canonicalPath('/proizvodi/tv', '?page=2&brand=Vox')).toBe('/proizvodi/tv');
    expect(canonicalPath('/proizvodi/tv', '?available=true')).toBe('/proizvodi/tv');
  });

  it('description: the price a shopper pays in RSD, then the description, cut at a word to 160 characters', () => {
    const product = {
      name: 'TV Vox 55',
      description: 'Reč '.repeat(80),
      price: 59_990,
      discountPrice: 54_990,
    };
    const text = productDescription(product);
    expect(text.startsWith('TV Vox 55 — 54.990 RSD. Reč Reč')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('Reč…')).toBe(true);
    expect(productDescription({ ...product, description: '' })).toBe('TV Vox 55 — 54.990 RSD.');
    expect(shortText('  a \n b  ')).toBe('a b');
  });

  it('a category counts its products in Serbian plural', () => {
    expect(categoryDescription('Televizori', 1)).toContain('Televizori: 1 proizvod u ponudi');
    expect(categoryDescription('Televizori', 3)).toContain('Televizori: 3 proizvoda u ponudi');
    expect(categoryDescription('Televizori')).toBe(
      'Televizori u ponudi Prodavnice, uz brzu isporuku širom Srbije.',
    );
  });

  it('private, search and error pages are not indexed', () => {
    for (const path of [
      '/profil',
      '/profil/ocene',
      '/korpa',
      '/login',
      '/proizvodi/pretraga',
      '/proizvod/404',
      '/admin',
      '/admin/porudzbine',
    ])
      expect(isNoindex(path), path).toBe(true);
    for (const path of ['/', '/proizvodi', '/proizvodi/tv', '/proizvod/tv', '/faq', '/administracija'])
      expect(isNoindex(path), path).toBe(false);
    expect(pageHead('/nesto', '', { heading: 'Stranica nije pronađena' }).noindex).toBe(true);
  });
});
