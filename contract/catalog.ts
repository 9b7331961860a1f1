import { z } from 'zod';
import { slugSchema } from './common';

/** Spec §3 Product: what lists, carts and wishlists carry. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ean: z.string(),
  slug: z.string(),
  price: z.number().int(),
  available: z.boolean(),
  shippingPrice: z.number().int(),
  discountPrice: z.number().int(),
  thumbnail: z.string(),
  stock: z.number().int(),
  brand: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const breadcrumbSchema = z.object({ name: z.string(), slug: z.string() });

/** Product detail adds description, images, brand, category path, attributes and rating. */
export const productDetailSchema = productSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  categoryPath: z.array(breadcrumbSchema),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponseSchema = z.object({ product: productDetailSchema });

export type CategoryNode = {
  id: number;
  name: string;
  slug: string;
  productCount: number;
  children: CategoryNode[];
};
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  productCount: z.number().int(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});
export const categoryTreeSchema = z.array(categoryNodeSchema);

export const sortOptions = ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type SortOption = (typeof sortOptions)[number];
export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;

const brandList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((brand) => brand.trim())
      .filter((brand) => brand.length > 0),
  )
  .pipe(z.array(z.string().max(100)).max(50));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const price = z.coerce.number().int().min(0).max(100_000_000);

/** Filters, sort and page of a product listing; the same keys live in the page URL. */
export const productListQuerySchema = z.object({
  category: slugSchema.optional(),
  sort: z.enum(sortOptions).default('popular'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  brand: brandList.optional(),
  available: booleanFlag.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const searchQuerySchema = productListQuerySchema.extend({
  q: z.string().trim().min(1, 'Unesite pojam za pretragu.').max(100),
  sort: z.enum(['relevance', ...sortOptions]).default('relevance'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const facetsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  availableCount: z.number().int(),
});

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: facetsSchema,
  /** The category being listed (with its breadcrumb path), when the listing is a category's. */
  category: z.object({ name: z.string(), slug: z.string(), path: z.array(breadcrumbSchema) }).nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const suggestQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const suggestResponseSchema = z.object({
  suggestions: z.array(
    productSchema.pick({
      id: true,
      name: true,
      slug: true,
      thumbnail: true,
      price: true,
      discountPrice: true,
    }),
  ),
});

/** A shop's own catalogue for `npm run catalog:import -- file.json`. */
export const catalogImportSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string().min(1),
      slug: slugSchema,
      parent: slugSchema.optional(),
    }),
  ),
  products: z.array(
    z.object({
      name: z.string().min(1),
      slug: slugSchema,
      ean: z.string().regex(/^\d{8,14}$/),
      category: slugSchema,
      brand: z.string().min(1),
      description: z.string().default(''),
      price: z.number().int().positive(),
      discountPrice: z.number().int().min(0).default(0),
      shippingPrice: z.number().int().min(0).default(0),
      available: z.boolean().default(true),
      stock: z.number().int().min(0),
      images: z.array(z.string()).min(1),
      attributes: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
    }),
  ),
});
export type CatalogImport = z.infer<typeof catalogImportSchema>;
