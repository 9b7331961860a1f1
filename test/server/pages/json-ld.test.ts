import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contract/catalog';
import { breadcrumbLd, organizationLd, productLd, webSiteLd } from '../../../server/pages/json-ld';

/** The page shell's linker, with a made-up origin: every link below must have gone through it. */
const link = (path: string) => `https://prodavnica.test${path}`;

const fridge: ProductDetail = {
  id: 42,
  name: 'Frižider Gorenje RK 6192',
  ean: '3838782123456',
  slug: 'frizider-gorenje',
  price: 54_999,
  available: true,
  shippingPrice: 0,
  discountPrice: 49_999,
  thumbnail: '/images/catalog/frizider.webp',
  stock: 4,
  brand: 'Gorenje',
  description: 'Kombinovani frižider sa zamrzivačem.',
  images: ['/images/catalog/frizider.webp', '/images/catalog/frizider-2.webp'],
  categoryPath: [{ name: 'Bela tehnika', slug: 'bela-tehnika' }],
  attributes: [
    {
      key: 'volume',
      name: 'Ukupna zapremina',
      value: '314 l',
      group: 'Osnovne karakteristike',
      type: 'number',
      number: 314,
      unit: 'l',
    },
  ],
  rating: { average: 4.5, count: 2 },
};

describe('Product JSON-LD', () => {
  it('names the product, its images, SKU, GTIN-13, brand and page, and offers it at the price paid, by the company', () => {
    expect(productLd(fridge, link)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Frižider Gorenje RK 6192',
      description: 'Kombinovani frižider sa zamrzivačem.',
      image: [
        'https://prodavnica.test/images/catalog/frizider.webp',
        'https://prodavnica.test/images/catalog/frizider-2.webp',
      ],
      sku: '42',
      gtin13: '3838782123456',
      brand: { '@type': 'Brand', name: 'Gorenje' },
      url: 'https://prodavnica.test/proizvod/frizider-gorenje',
      offers: {
        '@type': 'Offer',
        price: 49_999,
        priceCurrency: 'RSD',
        availability: 'https://schema.org/InStock',
        url: 'https://prodavnica.test/proizvod/frizider-gorenje',
        seller: { '@type': 'Organization', name: 'Prodavnica d.o.o.' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('the price is the full price when there is no discount', () => {
    expect(productLd({ ...fridge, discountPrice: 0 }, link).offers).toMatchObject({ price: 54_999 });
  });

  it('the GTIN goes in schema.org’s field for its length: EAN-8, UPC-A, EAN-13, GTIN-14; a code of another length in none', () => {
    // Every field the code went into.
    const gtin = (ean: string) =>
      Object.fromEntries(
        Object.entries(productLd({ ...fridge, ean }, link)).filter(([, value]) => value === ean),
      );
    expect(gtin('96385074')).toEqual({ gtin8: '96385074' });
    expect(gtin('036000291452')).toEqual({ gtin12: '036000291452' });
    expect(gtin('3838782123456')).toEqual({ gtin13: '3838782123456' });
    expect(gtin('10614141000415')).toEqual({ gtin14: '10614141000415' });
    expect(gtin('123456789')).toEqual({});
    expect(gtin('12345678901')).toEqual({});
  });

  it('a slug is percent-encoded in the product’s URL', () => {
    const ld = productLd({ ...fridge, slug: 'frižider a&b' }, link);
    expect(ld.url).toBe('https://prodavnica.test/proizvod/fri%C5%BEider%20a%26b');
    expect(ld.offers).toMatchObject({ url: 'https://prodavnica.test/proizvod/fri%C5%BEider%20a%26b' });
  });

  it('a product without a description has no description field', () => {
    expect(productLd({ ...fridge, description: '' }, link)).not.toHaveProperty('description');
  });

  it('a product without reviews has no aggregate rating; one review is enough for it', () => {
    expect(productLd({ ...fridge, rating: { average: 0, count: 0 } }, link)).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productLd({ ...fridge, rating: { average: 3, count: 1 } }, link).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('availability: in stock from one piece, out of stock at none, discontinued when no longer sold (whatever the stock)', () => {
    const availability = (product: Partial<ProductDetail>) =>
      (productLd({ ...fridge, ...product }, link).offers as { availability: string }).availability;
    expect(availability({ stock: 1 })).toBe('https://schema.org/InStock');
    expect(availability({ stock: 0 })).toBe('https://schema.org/OutOfStock');
    expect(availability({ available: false, stock: 5 })).toBe('https://schema.org/Discontinued');
    expect(availability({ available: false, stock: 0 })).toBe('https://schema.org/Discontinued');
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('home first, then the categories from the top down, then the last page given, numbered from 1', () => {
    expect(
      breadcrumbLd(
        [
          { name: 'Bela tehnika', slug: 'bela-tehnika' },
          { name: 'Frižideri & zamrzivači', slug: 'frižideri' },
        ],
        link,
        { name: 'Frižider Gorenje', path: '/proizvod/frizider-gorenje' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Prodavnica', item: 'https://prodavnica.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Bela tehnika',
          item: 'https://prodavnica.test/proizvodi/bela-tehnika',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Frižideri & zamrzivači',
          item: 'https://prodavnica.test/proizvodi/fri%C5%BEideri',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Frižider Gorenje',
          item: 'https://prodavnica.test/proizvod/frizider-gorenje',
        },
      ],
    });
  });

  it('without a last page the category is the last crumb; with no categories only home is left', () => {
    expect(breadcrumbLd([{ name: 'Televizori', slug: 'televizori' }], link).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Prodavnica', item: 'https://prodavnica.test/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Televizori',
        item: 'https://prodavnica.test/proizvodi/televizori',
      },
    ]);
    expect(breadcrumbLd([], link)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Prodavnica', item: 'https://prodavnica.test/' },
      ],
    });
  });
});

describe('Organization and WebSite JSON-LD', () => {
  it('the organization: the company, the shop’s name, site, logo, e-mail, phone without tel:, tax id and address', () => {
    expect(organizationLd(link)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Prodavnica d.o.o.',
      alternateName: 'Prodavnica',
      url: 'https://prodavnica.test/',
      logo: 'https://prodavnica.test/favicon.svg',
      email: 'kontakt@prodavnica.rs',
      telephone: '+381111234567',
      taxID: '112345678',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Resavska 24',
        postalCode: '11000',
        addressLocality: 'Beograd',
        addressCountry: 'RS',
      },
    });
  });

  it('the web site: its name, URL and language, and a search action on the search page', () => {
    expect(webSiteLd(link)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Prodavnica',
      url: 'https://prodavnica.test/',
      inLanguage: 'sr-Latn',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://prodavnica.test/proizvodi/pretraga?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
