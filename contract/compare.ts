import { z } from 'zod/mini';
import { productDetailSchema, productSchema } from './catalog';
import { countOf, PRODUCT_FORMS } from './plural';

/** At most this many products side by side (issue 36). */
export const COMPARE_LIMIT = 4;

/** The comparison page's path and its query key: `/uporedi?proizvodi=12,34,56`. */
export const COMPARE_PATH = '/uporedi';
export const COMPARE_PARAM = 'proizvodi';

/** The Serbian texts of the comparison (machine notices, page messages, API errors). */
export const compareTexts = {
  full: `Možete uporediti najviše ${countOf(COMPARE_LIMIT, PRODUCT_FORMS)}. Uklonite jedan da biste dodali drugi.`,
  otherCategory:
    'Porede se samo proizvodi iz iste kategorije. Uklonite izabrane ili ispraznite poređenje pa dodajte ovaj.',
  badIds: `Navedite od 1 do ${COMPARE_LIMIT} različitih brojeva proizvoda, odvojenih zarezom.`,
  noneChosen: 'Niste izabrali proizvode za poređenje.',
  missing: 'Neki proizvodi iz adrese više ne postoje u katalogu, pa nisu prikazani.',
  otherCategoryDropped:
    'Proizvodi iz druge kategorije nisu prikazani: porede se samo proizvodi iste kategorije.',
  tooMany: `Prikazano je prvih ${countOf(COMPARE_LIMIT, PRODUCT_FORMS)}: više od toga se ne poredi.`,
} as const;

/** What the comparison list keeps of a product: enough for the bar and the category rule. */
export const compareItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  categoryId: z.int(),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

/** The list as the browser stores it (localStorage); anything else is read as an empty list. */
export const storedCompareSchema = z.array(compareItemSchema).check(z.maxLength(COMPARE_LIMIT));

/** A product's entry in the list, from a card's or a page's product (one without a category has none). */
export function compareItemOf(product: {
  id: number;
  name: string;
  slug: string;
  thumbnail: string;
  categoryId?: number | undefined;
}): CompareItem | null {
  if (product.categoryId === undefined) return null;
  const { id, name, slug, thumbnail, categoryId } = product;
  return { id, name, slug, thumbnail, categoryId };
}

/** The comparison page's address for these products, in their order. */
export const compareHref = (ids: readonly number[]) =>
  ids.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?${COMPARE_PARAM}=${ids.join(',')}`;

const MAX_ID = 2_147_483_647;

/**
 * The ids a comparison address names, read leniently (a shared link is never an error): whole
 * positive numbers in their order, repeats and anything else left out, at most COMPARE_LIMIT.
 * `cut` says that more were named than are compared.
 */
export function readCompareParam(raw: string | null | undefined): { ids: number[]; cut: boolean } {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id < 1 || id > MAX_ID || ids.includes(id)) continue;
    ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_LIMIT), cut: ids.length > COMPARE_LIMIT };
}

/** GET /api/products/compare?ids=1,2,3: 1 to COMPARE_LIMIT distinct product ids. */
export const compareQuerySchema = z.object({
  ids: z.pipe(
    z
      .string()
      .check(
        z.maxLength(60, compareTexts.badIds),
        z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,3}$/, compareTexts.badIds),
      ),
    z.pipe(
      z.transform((value: string) => value.split(',').map(Number)),
      z.array(z.int().check(z.positive(compareTexts.badIds), z.lte(MAX_ID, compareTexts.badIds))).check(
        z.minLength(1, compareTexts.badIds),
        z.maxLength(COMPARE_LIMIT, compareTexts.badIds),
        z.refine((ids) => new Set(ids).size === ids.length, { message: compareTexts.badIds }),
      ),
    ),
  ),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** A compared product: its card and its specification. */
export const compareProductSchema = z.extend(productSchema, {
  categoryId: z.int(),
  attributes: productDetailSchema.shape.attributes,
});
export type CompareProduct = z.infer<typeof compareProductSchema>;

/**
 * The comparison: the products found of the first found product's category, in the order asked;
 * `missing` the ids no product has, `otherCategory` those of another category (left out).
 */
export const compareResponseSchema = z.object({
  products: z.array(compareProductSchema),
  category: z.nullable(z.object({ name: z.string(), slug: z.string() })),
  missing: z.array(z.int()),
  otherCategory: z.array(z.int()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
