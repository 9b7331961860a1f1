import { z } from 'zod/mini';
import {
  DEFAULT_PAGE_SIZE,
  LISTING_LIMITS,
  MAX_PAGE_SIZE,
  SEARCH_LIMITS,
  type SortOption,
  searchWordCount,
  sortOptions,
} from './catalog-constants';
import { slugSchema } from './common';
import { netUnits } from './discount';

/** A product's reviews: their average (one decimal; 0 without reviews) and how many there are. */
export const ratingSchema = z.object({ average: z.number(), count: z.int() });
export type Rating = z.infer<typeof ratingSchema>;

/** The encodings a photo is served in, best first (a browser takes the first it can show). */
export const photoFormats = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** One encoding of an uploaded photo at one width: its address and size in pixels. */
export const photoVariantSchema = z.object({
  format: z.enum(photoFormats),
  width: z.int(),
  height: z.int(),
  url: z.string(),
});
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/**
 * A product photo uploaded in the back office (issue 33): `url` is its largest JPEG, `width` and
 * `height` its size (after EXIF rotation, never upscaled); `variants` list every encoding for
 * `srcset` and `<picture>`.
 */
export const productPhotoSchema = z.object({
  id: z.int(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
  variants: z.array(photoVariantSchema),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/**
 * Spec §3 Product: what lists, carts and wishlists carry. Listings add the rating of a reviewed
 * product (additive, for the stars on its card); carts and wishlists leave it out.
 */
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  ean: z.string(),
  slug: z.string(),
  price: z.int(),
  available: z.boolean(),
  shippingPrice: z.int(),
  discountPrice: z.int(),
  thumbnail: z.string(),
  stock: z.int(),
  brand: z.string(),
  /** The product's category (additive, issue 36: the comparison takes one category's products). */
  categoryId: z.optional(z.int()),
  rating: z.optional(ratingSchema),
  /**
   * The product's first uploaded photo, with the variants a card needs (up to 640 px wide);
   * absent for a product without photos, which shows its `thumbnail` drawing (additive, issue 33).
   */
  photo: z.optional(productPhotoSchema),
  /**
   * The last day (`YYYY-MM-DD`, Belgrade) of the discount in effect: "Akcija traje do 15.
   * decembra 2026."; absent without a scheduled discount (additive, issue 36).
   */
  discountUntil: z.optional(z.string()),
  /** What one piece holds, for the unit price (contract/discount.ts); absent when not sold by measure. */
  netQuantity: z.optional(z.number()),
  netUnit: z.optional(z.enum(netUnits)),
  /** An appliance's EU energy class ("A" … "G", or "A+++"), for its label badge (additive, issue 36). */
  energyClass: z.optional(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const breadcrumbSchema = z.object({ name: z.string(), slug: z.string() });

/**
 * One line of a product's specification: `name` (the Serbian label) and `value` (as shown: "330 l",
 * "Da"), as before issue 36, with its `key`, `group` and `type`, and for a number its `number` and
 * `unit` (contract/product-specs.ts).
 */
export const productAttributeSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
  group: z.string(),
  type: z.enum(['number', 'boolean', 'option', 'text']),
  number: z.optional(z.number()),
  unit: z.optional(z.string()),
});

/** Product detail adds description, images, brand, category path, attributes and rating. */
export const productDetailSchema = z.extend(productSchema, {
  /**
   * With a discount in effect: the lowest price a shopper paid in the 30 days before it began
   * (contract/discount.ts lowestPriceBefore over the price history); absent otherwise (issue 36).
   */
  lowestPrice30: z.optional(z.int()),
  description: z.string(),
  images: z.array(z.string()),
  categoryPath: z.array(breadcrumbSchema),
  attributes: z.array(productAttributeSchema),
  rating: ratingSchema,
  /**
   * Every uploaded photo, in the gallery's order, with all their variants; absent without photos
   * (then `images` are the drawings). With photos, `images` are their largest JPEGs (additive, issue 33).
   */
  photos: z.optional(z.array(productPhotoSchema)),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponseSchema = z.object({ product: productDetailSchema });

/** How many explicit links of one kind a product may have, and how many similar products are shown. */
export const LINKS_PER_KIND = 12;
export const RELATED_LIMIT = 8;

/**
 * GET /api/products/{slug}/related: "Slični proizvodi" (its explicit related links first, then the
 * same category, its brand first) and "Dodatna oprema" (its accessory links), in stock or not.
 */
export const productRelatedResponseSchema = z.object({
  related: z.array(productSchema),
  accessories: z.array(productSchema),
});
export type ProductRelated = z.infer<typeof productRelatedResponseSchema>;

export type CategoryNode = {
  id: number;
  name: string;
  slug: string;
  productCount: number;
  children: CategoryNode[];
};
export const categoryNodeSchema: z.ZodMiniType<CategoryNode> = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  productCount: z.int(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});
export const categoryTreeSchema = z.array(categoryNodeSchema);

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type SortOption, sortOptions };

const brandList = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value: string | string[]) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((brand) => brand.trim())
        .filter((brand) => brand.length > 0),
    ),
  ),
  z
    .array(z.string().check(z.maxLength(LISTING_LIMITS.maxBrandLength)))
    .check(z.maxLength(LISTING_LIMITS.maxBrands)),
);

const booleanFlag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v: 'true' | 'false' | '1' | '0') => v === 'true' || v === '1'),
);
const price = z.coerce.number().check(z.int(), z.gte(0), z.lte(LISTING_LIMITS.maxPrice));

/** A search query within SEARCH_LIMITS. */
const searchText = z.string().check(
  z.trim(),
  z.minLength(1, 'Unesite pojam za pretragu.'),
  z.maxLength(
    SEARCH_LIMITS.maxLength,
    `Pojam za pretragu može imati najviše ${SEARCH_LIMITS.maxLength} znakova.`,
  ),
  z.refine((text) => searchWordCount(text) <= SEARCH_LIMITS.maxWords, {
    message: `Pojam za pretragu može imati najviše ${SEARCH_LIMITS.maxWords} reči.`,
  }),
);

/** A page's search box: the term the search page will be opened with. */
export const searchTermSchema = z.object({ q: searchText });

/** Filters, sort and page of a product listing; the same keys live in the page URL. */
export const productListQuerySchema = z.object({
  category: z.optional(slugSchema),
  sort: z._default(z.enum(sortOptions), 'popular'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(LISTING_LIMITS.maxPage)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  minPrice: z.optional(price),
  maxPrice: z.optional(price),
  brand: z.optional(brandList),
  available: z.optional(booleanFlag),
  /** Only discounted products (a discount price above 0 and below the price): the sale list. */
  onSale: z.optional(booleanFlag),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const searchQuerySchema = z.extend(productListQuerySchema, {
  q: searchText,
  sort: z._default(z.enum(['relevance', ...sortOptions]), 'relevance'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * A spec filter's facet: a list or yes/no attribute's values with how many products each has, or a
 * number's range; counted over everything the other filters let through, not this one's own.
 */
export const attributeFacetSchema = z.object({
  key: z.string(),
  name: z.string(),
  group: z.string(),
  type: z.enum(['number', 'boolean', 'option']),
  unit: z.optional(z.string()),
  /** list and yes/no: each value (its URL token, its label) and its count, in the definition's order. */
  values: z.optional(z.array(z.object({ value: z.string(), label: z.string(), count: z.int() }))),
  /**
   * list and yes/no: true when the counts were taken over the first products only (more than
   * COUNT_BOUND match a price or spec filter, or a search): each value has at least its count
   * ("najmanje 12"). Optional (added later): absent means the counts are exact.
   */
  countsAreLowerBounds: z.optional(z.literal(true)),
  /** number: the lowest and highest value among the products. */
  range: z.optional(z.object({ min: z.number(), max: z.number() })),
});
export type AttributeFacet = z.infer<typeof attributeFacetSchema>;

export const facetsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: z.int() })),
  price: z.object({ min: z.int(), max: z.int() }),
  availableCount: z.int(),
  /** Spec filters (issue 36; optional, added later). */
  attributes: z.optional(z.array(attributeFacetSchema)),
});

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.int(),
  /**
   * True when `total` is where counting stopped, not every product ("više od 1.000 proizvoda"): a
   * search for a very common word. Optional (added later): absent means the total is exact.
   */
  totalIsLowerBound: z.optional(z.boolean()),
  page: z.int(),
  pageSize: z.int(),
  facets: facetsSchema,
  /** The category being listed (with its breadcrumb path), when the listing is a category's. */
  category: z.nullable(z.object({ name: z.string(), slug: z.string(), path: z.array(breadcrumbSchema) })),
});
export type ProductList = z.infer<typeof productListSchema>;

/**
 * What a search whose words find no product offers instead. Optional (added later): a client
 * that does not know it reads a search answer as a plain product list.
 */
export const searchAlternativesSchema = z.object({
  /** "Da li ste mislili…": the query with each unknown word replaced by a close catalogue word; each finds products. */
  didYouMean: z.array(z.string()),
  /** Categories of the most popular products, to browse instead. */
  categories: z.array(breadcrumbSchema),
  /** The most popular products in stock. */
  products: z.array(productSchema),
});
export type SearchAlternatives = z.infer<typeof searchAlternativesSchema>;

/** GET /api/products/search: a product list, with alternatives when the words find nothing. */
export const searchResultSchema = z.extend(productListSchema, {
  alternatives: z.optional(searchAlternativesSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({
  q: searchText,
});
export const suggestResponseSchema = z.object({
  suggestions: z.array(
    z.pick(productSchema, {
      id: true,
      name: true,
      slug: true,
      thumbnail: true,
      price: true,
      discountPrice: true,
    }),
  ),
  /**
   * Categories whose names match the query (an addition to the spec's `suggestions`), each with
   * the name of the category above it, null for a top category.
   */
  categories: z.array(
    z.object({ id: z.int(), name: z.string(), slug: z.string(), parentName: z.nullable(z.string()) }),
  ),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
export type CategorySuggestion = SuggestResponse['categories'][number];

/** One word as search splits a query: letters and digits only, in either script. */
const searchWord = z
  .string()
  .check(z.regex(/^[\p{L}\p{N}]{1,50}$/u, 'Jedna reč: samo slova i cifre, najviše 50.'));

/** Another product of the catalogue (in the file or already stored), named by its slug or its EAN. */
const productRefList = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
  .check(z.maxLength(LINKS_PER_KIND));

/** A shop's own catalogue for `npm run catalog:import -- file.json`. */
export const catalogImportSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      slug: slugSchema,
      parent: z.optional(slugSchema),
    }),
  ),
  products: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      slug: slugSchema,
      ean: z.string().check(z.regex(/^\d{8,14}$/)),
      category: slugSchema,
      brand: z.string().check(z.minLength(1)),
      description: z._default(z.string(), ''),
      price: z.int().check(z.positive()),
      /** A discount (contract/discount.ts): its price and its first and last day, at most 31 days. */
      discountPrice: z._default(z.int().check(z.gte(0)), 0),
      discountFrom: z.optional(z.nullable(z.iso.date())),
      discountUntil: z.optional(z.nullable(z.iso.date())),
      /** What one piece holds in `netUnit` (5 kg, 0.25 kg, 25 m): the page shows a unit price. */
      netQuantity: z.optional(z.nullable(z.number().check(z.positive(), z.lte(1_000_000)))),
      netUnit: z.optional(z.nullable(z.enum(netUnits))),
      shippingPrice: z._default(z.int().check(z.gte(0)), 0),
      available: z._default(z.boolean(), true),
      stock: z.int().check(z.gte(0)),
      images: z.array(z.string()).check(z.minLength(1)),
      /** Typed `{ key, value }` (contract/product-specs.ts, checked by the import) or free `{ name, value }`. */
      attributes: z._default(
        z.array(
          z.object({
            key: z.optional(z.string().check(z.minLength(1))),
            name: z.optional(z.string().check(z.minLength(1))),
            value: z.union([z.number(), z.boolean(), z.string()]),
          }),
        ),
        [],
      ),
      /** "Dodatna oprema": other products by slug or EAN, in the order shown (replaces the stored list). */
      accessories: z.optional(productRefList),
      /** Products to show first among "Slični proizvodi", by slug or EAN (replaces the stored list). */
      related: z.optional(productRefList),
    }),
  ),
  /** Search synonyms: a word shoppers type and the catalogue words it stands for ("tv" → "televizor"). */
  synonyms: z._default(
    z.array(
      z.object({
        word: searchWord,
        synonyms: z.array(searchWord).check(z.minLength(1)),
      }),
    ),
    [],
  ),
});
export type CatalogImport = z.infer<typeof catalogImportSchema>;
