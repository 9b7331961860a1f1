import { MAX_DISCOUNT_DAYS, type NetUnit } from '../../contract/discount';
import { BULKY_SHIPPING_PRICE } from '../../contract/money';
import { addDays, belgradeDateOf } from '../../contract/belgrade-calendar';
import { ean13CheckDigit } from '../catalog/ean';
import { slugify } from '../catalog/slug';
import { productKindImages } from './product-kinds';
import {
  type Attribute,
  type Pick,
  type ProductTemplate,
  type SubcategorySeed,
  demoCatalog,
} from './seed-catalog-data';

export type SeedCategory = { name: string; slug: string; parentSlug: string | null; position: number };

export type SeedProduct = {
  categorySlug: string;
  name: string;
  slug: string;
  ean: string;
  brand: string;
  description: string;
  price: number;
  /** The scheduled discount (0: none) and its first and last day, around the seeding day. */
  discountPrice: number;
  discountFrom?: string;
  discountUntil?: string;
  /** What one piece holds, for goods sold by measure (fertilizer by the kg, a garden hose by the metre). */
  netQuantity?: number;
  netUnit?: NetUnit;
  shippingPrice: number;
  available: boolean;
  stock: number;
  images: string[];
  attributes: Attribute[];
  popularity: number;
  createdAt: Date;
};

export type SeedCatalog = { categories: SeedCategory[]; products: SeedProduct[] };

/** mulberry32: a tiny seeded generator, so every fresh database gets the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = Pick & { chance(probability: number): boolean; next(): number };

function randomSource(seed: number): Random {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    one: <T>(items: readonly T[]) => items[int(0, items.length - 1)]!,
    chance: (probability) => next() < probability,
  };
}

/** Shop prices end in 90: 990, 2490, 34 990. */
export function roundShopPrice(amount: number): number {
  const step = amount < 10_000 ? 500 : 1000;
  return Math.max(990, Math.round(amount / step) * step - 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function modelCode(random: Random): string {
  const letters = 'ABCDEFGHKLMNPRSTVWX';
  const letter = () => letters[random.int(0, letters.length - 1)]!;
  const prefix = Array.from({ length: random.int(2, 3) }, letter).join('');
  const suffix = random.chance(0.5) ? Array.from({ length: random.int(1, 2) }, letter).join('') : '';
  return `${prefix}${random.int(100, 9999)}${suffix}`;
}

type Named = {
  brand: string;
  name: string /** The model's own regular price, when it has one. */;
  price?: number;
};

function productName(template: ProductTemplate, brand: string, random: Random): Named {
  if (template.variants) return { brand, name: `${template.name} ${random.one(template.variants)} ${brand}` };
  const models = template.models?.[brand];
  if (!models) return { brand, name: `${template.name} ${brand} ${modelCode(random)}` };
  const [model, price] = random.one(models);
  return { brand, name: `${template.name} ${brand} ${model}`, price };
}

function description(template: ProductTemplate, brand: string, attributes: Attribute[], random: Random) {
  const first = random.int(0, template.sentences.length - 1);
  const second = (first + random.int(1, template.sentences.length - 1)) % template.sentences.length;
  // A lead takes the second sentence's place (still drawn, so later products stay as they were).
  const sentences = template.lead
    ? [template.lead, template.sentences[first]!]
    : [template.sentences[first]!, template.sentences[second]!];
  const warranty = attributes.find((attribute) => attribute.key === 'warranty');
  if (warranty && random.chance(0.6)) {
    sentences.push(`Uz ${brand} uređaj dobijate garanciju od ${warranty.value} i servis u Srbiji.`);
  }
  return sentences.join(' ');
}

function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.2) return random.int(1, 3);
  return random.int(4, 60);
}

/**
 * The demo images were once a random choice of colour variants. The two draws stay, unused, so
 * that every later product keeps the stock, popularity and date it always had.
 */
function skipRetiredImageDraws(random: Random): void {
  random.int(1, 3);
  random.int(1, 3);
}

type Uniques = { names: Set<string>; slugs: Set<string>; eans: Set<string> };

function uniqueName(template: ProductTemplate, random: Random, uniques: Uniques): Named {
  for (let attempt = 0; attempt < 20; attempt++) {
    const named = productName(template, random.one(template.brands), random);
    if (!uniques.names.has(named.name)) return named;
  }
  const named = productName(template, random.one(template.brands), random);
  return { ...named, name: `${named.name} ${modelCode(random)}` };
}

function uniqueEan(random: Random, eans: Set<string>): string {
  for (;;) {
    // 860 is Serbia's GS1 prefix.
    const first12 = `860${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    const ean = `${first12}${ean13CheckDigit(first12)}`;
    if (!eans.has(ean)) return ean;
  }
}

function buildProduct(
  subcategory: SubcategorySeed,
  template: ProductTemplate,
  random: Random,
  uniques: Uniques,
  now: Date,
): SeedProduct {
  const { brand, name, price: modelPrice } = uniqueName(template, random, uniques);
  let slug = slugify(name);
  for (let n = 2; uniques.slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
  const ean = uniqueEan(random, uniques.eans);
  uniques.names.add(name);
  uniques.slugs.add(slug);
  uniques.eans.add(ean);

  const price =
    modelPrice ?? roundShopPrice(template.price[0] + random.next() * (template.price[1] - template.price[0]));
  let discountPrice = 0;
  if (random.chance(0.25)) {
    discountPrice = roundShopPrice(price * (0.7 + random.next() * 0.22));
    if (discountPrice >= price) discountPrice = price - 200;
  }
  // The lines added with typed specifications draw from the product's own source (seeded by its
  // EAN), so that the catalogue's draws, and every later product, stay as they were.
  const attributes = template.attributes(random, brand, randomSource(Number(ean.slice(3, 12))));
  const text = description(template, brand, attributes, random);
  const available = !random.chance(0.06);
  const stock = stockLevel(random);
  skipRetiredImageDraws(random);
  const popularity = Math.floor(random.next() ** 2 * 5000);
  return {
    categorySlug: subcategory.slug,
    name,
    slug,
    ean,
    brand,
    description: text,
    price,
    discountPrice,
    shippingPrice: template.bulky ? BULKY_SHIPPING_PRICE : 0,
    available,
    stock,
    images: productKindImages(template.kind),
    attributes,
    popularity,
    createdAt: new Date(now.getTime() - random.int(0, 180) * DAY_MS - random.int(0, DAY_MS / 1000) * 1000),
    ...(discountPrice > 0 ? discountDaysAround(now, popularity) : {}),
    ...netQuantityOf(template.kind, attributes),
  };
}

/**
 * A discount's days around the seeding day, from the product's popularity rather than the random
 * source (the rest of the catalogue stays as it was): begun up to a week ago, lasting 14 to 31
 * days, so every demo discount is in effect on the day it is seeded and ends within a month.
 */
function discountDaysAround(now: Date, popularity: number) {
  const from = addDays(belgradeDateOf(now), -(popularity % 8));
  return { discountFrom: from, discountUntil: addDays(from, 13 + (popularity % (MAX_DISCOUNT_DAYS - 13))) };
}

/** What a piece of goods sold by measure holds, read from its typed attributes (package_weight in kg, length in m). */
function netQuantityOf(
  kind: string,
  attributes: readonly Attribute[],
): { netQuantity?: number; netUnit?: NetUnit } {
  const measured: Record<string, { key: string; unit: NetUnit }> = {
    fertilizer: { key: 'package_weight', unit: 'kg' },
    'garden-hose': { key: 'length', unit: 'm' },
  };
  const measure = measured[kind];
  const value = measure && attributes.find((attribute) => attribute.key === measure.key)?.value;
  if (!measure || typeof value !== 'number') return {};
  return { netQuantity: value, netUnit: measure.unit };
}

/** The demo catalogue of DESIGN §3: the same categories and products on every call. */
export function buildDemoCatalog(now: Date = new Date()): SeedCatalog {
  const random = randomSource(20_240_901);
  const uniques: Uniques = { names: new Set(), slugs: new Set(), eans: new Set() };
  const categories: SeedCategory[] = [];
  const products: SeedProduct[] = [];
  demoCatalog.forEach((top, topIndex) => {
    categories.push({ name: top.name, slug: top.slug, parentSlug: null, position: topIndex });
    top.children.forEach((subcategory, subIndex) => {
      categories.push({
        name: subcategory.name,
        slug: subcategory.slug,
        parentSlug: top.slug,
        position: subIndex,
      });
      for (let index = 0; index < subcategory.count; index++) {
        const template = subcategory.templates[index % subcategory.templates.length]!;
        products.push(buildProduct(subcategory, template, random, uniques, now));
      }
    });
  });
  return { categories, products };
}
