import { type ModelNames, addBrandWords, addProductModel } from '../../contract/latin-names';

/**
 * The brands of the products the shop has received, each word in lower case, and each product's
 * model after its brand. Shown in Cyrillic, the shop keeps them Latin ("Фрижидер Gorenje NRK6192",
 * "Лаптоп Dell Inspiron 15"), as Serbian shops write brands and models.
 */
export const knownBrands = new Set<string>();
export const knownModels: ModelNames = new Map();

/**
 * Collects every product's `brand` (and the model its `name` writes after it) and every facet's
 * `brands[].name` of an API answer.
 */
export function rememberBrands(value: unknown, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) rememberBrands(item, depth + 1);
    return;
  }
  const { name } = value as { name?: unknown };
  for (const [key, field] of Object.entries(value)) {
    if (key === 'brand' && typeof field === 'string') {
      addBrandWords(knownBrands, field);
      if (typeof name === 'string') addProductModel(knownModels, name, field);
    } else if (key === 'brands' && Array.isArray(field)) {
      for (const facet of field) if (typeof facet?.name === 'string') addBrandWords(knownBrands, facet.name);
    } else rememberBrands(field, depth + 1);
  }
}
