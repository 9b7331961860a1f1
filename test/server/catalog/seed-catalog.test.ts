import { describe, expect, it } from 'vitest';
import { discountWindowProblem, effectiveDiscountPrice } from '../../../contract/discount';
import { buildDemoCatalog, roundShopPrice } from '../../../server/db/seed-catalog';

// The demo catalogue is generated from a fixed seed: every fresh shop gets exactly these products.
const now = new Date('2025-01-01T00:00:00Z');
const catalog = buildDemoCatalog(now);
const sum = (value: (product: (typeof catalog.products)[number]) => number) =>
  catalog.products.reduce((total, product) => total + value(product), 0);

describe('the demo catalogue, product by product', () => {
  it('has six top categories in order, each with its subcategories numbered from 0', () => {
    expect(catalog.categories.map((c) => `${c.parentSlug ?? ''}/${c.slug} ${c.position}`)).toEqual([
      '/bela-tehnika 0',
      'bela-tehnika/frizideri 0',
      'bela-tehnika/masine-za-ves 1',
      'bela-tehnika/sporeti 2',
      'bela-tehnika/sudomasine 3',
      '/mali-kucni-aparati 1',
      'mali-kucni-aparati/usisivaci 0',
      'mali-kucni-aparati/aparati-za-kafu 1',
      'mali-kucni-aparati/kuhinjski-aparati 2',
      'mali-kucni-aparati/pegle 3',
      '/tv-i-audio 2',
      'tv-i-audio/televizori 0',
      'tv-i-audio/zvucnici 1',
      'tv-i-audio/slusalice 2',
      '/racunari-i-telefoni 3',
      'racunari-i-telefoni/laptopovi 0',
      'racunari-i-telefoni/mobilni-telefoni 1',
      'racunari-i-telefoni/monitori 2',
      'racunari-i-telefoni/tableti 3',
      '/kuca-i-basta 4',
      'kuca-i-basta/namestaj 0',
      'kuca-i-basta/posudje 1',
      'kuca-i-basta/bastenska-oprema 2',
      'kuca-i-basta/rasveta 3',
      '/sport-i-rekreacija 5',
      'sport-i-rekreacija/bicikli 0',
      'sport-i-rekreacija/fitnes-oprema 1',
      'sport-i-rekreacija/kampovanje 2',
    ]);
    expect(catalog.categories.slice(0, 2)).toEqual([
      { name: 'Bela tehnika', slug: 'bela-tehnika', parentSlug: null, position: 0 },
      { name: 'Frižideri', slug: 'frizideri', parentSlug: 'bela-tehnika', position: 0 },
    ]);
  });

  it('starts with this fridge (a named model with its own price, bulky shipping, a warranty sentence)', () => {
    expect(catalog.products[0]).toEqual({
      categorySlug: 'frizideri',
      name: 'Kombinovani frižider LG SGG620L',
      slug: 'kombinovani-frizider-lg-sgg620l',
      ean: '8606954649740',
      brand: 'LG',
      description:
        'Tihi inverter kompresor štedi struju i čuva namirnice duže svežim. Prostrani kombinovani frižider sa zamrzivačem u donjem delu i fiokama za voće i povrće. Uz LG uređaj dobijate garanciju od 2 godine i servis u Srbiji.',
      price: 63990,
      discountPrice: 0,
      shippingPrice: 1490,
      available: true,
      stock: 5,
      images: [
        '/images/catalog/fridge-front.svg',
        '/images/catalog/fridge-side.svg',
        '/images/catalog/fridge-detail.svg',
      ],
      attributes: [
        { key: 'volume', value: 330 },
        { key: 'energy_class', value: 'A' },
        { key: 'no_frost', value: false },
        { key: 'height', value: 203 },
        { key: 'color', value: 'Crna' },
        { key: 'warranty', value: '2 godine' },
        { key: 'width', value: 60 },
        { key: 'depth', value: 66 },
        { key: 'annual_energy', value: 220 },
        { key: 'noise', value: 39 },
      ],
      popularity: 3135,
      createdAt: new Date('2024-11-07T07:34:12.000Z'),
    });
  });

  it('ends with this backpack (a generated model code, discounted, shipped free)', () => {
    expect(catalog.products).toHaveLength(301);
    expect(catalog.products[300]).toEqual({
      categorySlug: 'kampovanje',
      name: 'Planinarski ranac Quechua LX8569',
      slug: 'planinarski-ranac-quechua-lx8569',
      ean: '8607493269406',
      brand: 'Quechua',
      description:
        'Planinarski ranac sa ventiliranim leđnim sistemom. Kabanica za kišu je skrivena u donjem džepu.',
      price: 2990,
      discountPrice: 2490,
      discountFrom: '2024-12-29',
      discountUntil: '2025-01-20',
      shippingPrice: 0,
      available: true,
      stock: 48,
      images: [
        '/images/catalog/backpack-front.svg',
        '/images/catalog/backpack-side.svg',
        '/images/catalog/backpack-detail.svg',
      ],
      attributes: [
        { key: 'capacity', value: 65 },
        { key: 'color', value: 'Crvena' },
      ],
      popularity: 2763,
      createdAt: new Date('2024-12-16T10:15:24.000Z'),
    });
  });

  it('schedules every discount around the seeding day, at most 31 days, and none without one', () => {
    for (const product of catalog.products) {
      const window = {
        discountPrice: product.discountPrice,
        discountFrom: product.discountFrom ?? null,
        discountUntil: product.discountUntil ?? null,
      };
      expect(discountWindowProblem(product.price, window), product.name).toBeNull();
      if (product.discountPrice > 0)
        expect(effectiveDiscountPrice(window, '2025-01-01')).toBe(product.discountPrice);
    }
  });

  it('gives goods sold by measure their net quantity: fertilizer by the kilogram, a garden hose by the metre', () => {
    const measured = catalog.products.filter((p) => p.netQuantity !== undefined);
    expect(new Set(measured.map((p) => p.netUnit))).toEqual(new Set(['kg', 'm']));
    for (const product of measured) {
      const attribute = product.attributes.find(
        (a) => a.key === (product.netUnit === 'kg' ? 'package_weight' : 'length'),
      );
      expect(attribute?.value).toBe(product.netQuantity);
    }
    expect(measured.every((p) => /Đubrivo|crevo/.test(p.name))).toBe(true);
  });

  it('prices a discount that would round up to the price at 200 dinars below it', () => {
    expect(catalog.products[87]).toMatchObject({
      name: 'Električni čajnik Vivax CK5276',
      price: 1990,
      discountPrice: 1790,
      stock: 40,
      popularity: 4709,
      createdAt: new Date('2024-12-29T00:35:20.000Z'),
    });
  });

  it('adds up to these totals over all 301 products', () => {
    expect({
      discounted: catalog.products.filter((p) => p.discountPrice > 0).length,
      unavailable: catalog.products.filter((p) => !p.available).length,
      outOfStock: catalog.products.filter((p) => p.stock === 0).length,
      lowStock: catalog.products.filter((p) => p.stock >= 1 && p.stock <= 3).length,
      bulky: catalog.products.filter((p) => p.shippingPrice === 1490).length,
      withWarrantySentence: catalog.products.filter((p) => p.description.includes('garanciju')).length,
      prices: sum((p) => p.price),
      discountPrices: sum((p) => p.discountPrice),
      stock: sum((p) => p.stock),
      popularity: sum((p) => p.popularity),
      secondsBeforeNow: sum((p) => (now.getTime() - p.createdAt.getTime()) / 1000),
      descriptionLength: sum((p) => p.description.length),
      attributes: sum((p) => p.attributes.length),
    }).toEqual({
      discounted: 77,
      unavailable: 13,
      outOfStock: 25,
      lowStock: 42,
      bulky: 101,
      withWarrantySentence: 132,
      prices: 12093490,
      discountPrices: 2252830,
      stock: 7607,
      popularity: 494933,
      secondsBeforeNow: 2551103776,
      descriptionLength: 40936,
      attributes: 1444,
    });
    expect(new Date(Math.min(...catalog.products.map((p) => p.createdAt.getTime())))).toEqual(
      new Date('2024-07-04T02:42:48.000Z'),
    );
    expect(Math.max(...catalog.products.map((p) => p.popularity))).toBe(4981);
  });
});

describe('shop prices', () => {
  it('end in 90: to 500 dinars below 10 000, to 1000 from there, never below 990', () => {
    expect(roundShopPrice(100)).toBe(990);
    expect(roundShopPrice(1240)).toBe(990);
    expect(roundShopPrice(1250)).toBe(1490);
    expect(roundShopPrice(9749)).toBe(9490);
    expect(roundShopPrice(9750)).toBe(9990);
    expect(roundShopPrice(10_250)).toBe(9990);
    expect(roundShopPrice(10_499)).toBe(9990);
    expect(roundShopPrice(10_500)).toBe(10_990);
    expect(roundShopPrice(34_990)).toBe(34_990);
  });
});
