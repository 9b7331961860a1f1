/**
 * The brands of the products the shop has received, each word in lower case. Shown in Cyrillic,
 * the shop keeps them Latin ("Фрижидер Gorenje NRK6192"), as Serbian shops write brands.
 */
export const knownBrands = new Set<string>();

function addBrand(brand: string): void {
  for (const word of brand.toLowerCase().split(/\s+/)) if (word !== '') knownBrands.add(word);
}

/** Collects every product's `brand` and every facet's `brands[].name` of an API answer. */
export function rememberBrands(value: unknown, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) rememberBrands(item, depth + 1);
    return;
  }
  for (const [key, field] of Object.entries(value)) {
    if (key === 'brand' && typeof field === 'string') addBrand(field);
    else if (key === 'brands' && Array.isArray(field)) {
      for (const facet of field) if (typeof facet?.name === 'string') addBrand(facet.name);
    } else rememberBrands(field, depth + 1);
  }
}
