import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  categoryDescription,
  DEFAULT_DESCRIPTION,
  HOME_TITLE,
  pageHead,
  pageTitle,
  productDescription,
  searchHeading,
  shortText,
} from '../../contract/page-head';

// contract/page-head.ts rule by rule, with the edges each rule has.

describe('page titles and descriptions', () => {
  it('a heading makes "{heading} | Prodavnica"; no heading is the shop’s name alone', () => {
    expect(pageTitle('Frižideri')).toBe('Frižideri | Prodavnica');
    expect(pageTitle(undefined)).toBe('Prodavnica');
    expect(pageTitle('')).toBe('Prodavnica');
  });

  it('the home page keeps its fixed title whatever its heading; an info page its fixed description', () => {
    expect(pageHead('/', '', { heading: 'Dobro došli' }).title).toBe(HOME_TITLE);
    expect(pageHead('/faq', '', { heading: 'Česta pitanja' })).toMatchObject({
      title: 'Česta pitanja | Prodavnica',
      description:
        'Odgovori na česta pitanja o poručivanju, plaćanju, isporuci i povraćaju robe u Prodavnici.',
    });
  });

  it('a page’s own description wins; a page without one gets the shop’s', () => {
    expect(
      pageHead('/proizvod/blender', '', { heading: 'Blender', description: 'Moćan blender.' }).description,
    ).toBe('Moćan blender.');
    expect(pageHead('/proizvodi', '', { heading: 'Svi proizvodi' }).description).toBe(DEFAULT_DESCRIPTION);
  });

  it('a catalogue page is indexed; the error page’s heading makes any page unindexed', () => {
    expect(pageHead('/proizvodi', '', { heading: 'Svi proizvodi' }).noindex).toBe(false);
    expect(pageHead('/proizvodi/nepostojeca', '', { heading: 'Došlo je do greške' }).noindex).toBe(true);
  });

  it('a product without a description is described by its name and the price paid', () => {
    expect(productDescription({ name: 'Kuvalo Para', description: '', price: 1900, discountPrice: 0 })).toBe(
      'Kuvalo Para — 1.900 RSD.',
    );
  });

  it('the search heading quotes the trimmed query, at most 100 characters; no query is "Pretraga proizvoda"', () => {
    expect(searchHeading('  frižider ')).toBe('Rezultati pretrage za „frižider“');
    expect(searchHeading('a'.repeat(120))).toBe(`Rezultati pretrage za „${'a'.repeat(100)}“`);
    expect(searchHeading('   ')).toBe('Pretraga proizvoda');
    expect(searchHeading(null)).toBe('Pretraga proizvoda');
  });
});

describe('listing descriptions', () => {
  it('count the category’s products in each Serbian plural form; a filtered list has no count', () => {
    const tail = 'u ponudi Prodavnice, uz brzu isporuku širom Srbije.';
    expect(categoryDescription('Frižideri', 1)).toBe(`Frižideri: 1 proizvod ${tail}`);
    expect(categoryDescription('Frižideri', 3)).toBe(`Frižideri: 3 proizvoda ${tail}`);
    expect(categoryDescription('Frižideri', 7)).toBe(`Frižideri: 7 proizvoda ${tail}`);
    expect(categoryDescription('Frižideri')).toBe(`Frižideri ${tail}`);
  });
});

describe('short texts', () => {
  it('a text of exactly the limit stays whole; one character more is cut with an ellipsis', () => {
    expect(shortText('a'.repeat(20), 20)).toBe('a'.repeat(20));
    expect(shortText('a'.repeat(21), 20)).toBe(`${'a'.repeat(19)}…`);
  });

  it('cuts at the last space past half the limit, dropping the punctuation before it', () => {
    expect(shortText('Prvo drugo, treće četvrto peto', 20)).toBe('Prvo drugo, treće…');
    expect(shortText('Ovo je.., dugačka rečenica', 14)).toBe('Ovo je…');
  });

  it('a space in the first half (up to half the limit) is too early: the text is cut at the limit instead', () => {
    expect(shortText(`Aa ${'b'.repeat(25)}`, 20)).toBe(`Aa ${'b'.repeat(16)}…`);
    expect(shortText(`${'a'.repeat(10)} ${'b'.repeat(18)}`, 20)).toBe(`${'a'.repeat(10)} ${'b'.repeat(8)}…`);
  });

  it('collapses whitespace first', () => {
    expect(shortText('  jedan \n\t dva  ', 20)).toBe('jedan dva');
  });
});

describe('canonical paths of listings', () => {
  it('page 2 and later stay, page 1 and anything not a page number go', () => {
    expect(canonicalPath('/proizvodi', '?page=2')).toBe('/proizvodi?page=2');
    expect(canonicalPath('/proizvodi/frizideri', '?page=12&sort=price-asc')).toBe(
      '/proizvodi/frizideri?page=12',
    );
    expect(canonicalPath('/proizvodi', '?page=1')).toBe('/proizvodi');
    expect(canonicalPath('/proizvodi', '?page=02')).toBe('/proizvodi');
    expect(canonicalPath('/proizvodi', '?page=2a')).toBe('/proizvodi');
    expect(canonicalPath('/proizvodi', '?page=x2')).toBe('/proizvodi');
  });

  it('the sale list is a page of its own: it keeps onSale=true, and its page when no other filter is set', () => {
    expect(canonicalPath('/proizvodi', '?onSale=true')).toBe('/proizvodi?onSale=true');
    expect(canonicalPath('/proizvodi', '?sort=name&onSale=1&page=3')).toBe('/proizvodi?onSale=true&page=3');
    expect(canonicalPath('/proizvodi/frizideri', '?onSale=true&brand=Gorenje&page=2')).toBe(
      '/proizvodi/frizideri?onSale=true',
    );
    expect(canonicalPath('/proizvodi', '?onSale=false&page=2')).toBe('/proizvodi?page=2');
  });

  it('other pages lose their query, even one that starts like a listing', () => {
    expect(canonicalPath('/proizvodix', '?page=2')).toBe('/proizvodix');
    expect(canonicalPath('/proizvod/blender', '?page=2')).toBe('/proizvod/blender');
  });
});
