/**
 * Product models a Serbian shop keeps in Latin in Cyrillic text, as it keeps brands: in a product's
 * name the model is written after the brand ("Laptop Dell Inspiron 15" → "Лаптоп Dell Inspiron 15",
 * not "Dell Инспирон 15"). Its words are kept only where they follow that brand, so a model word
 * that is also Serbian ("Set šerpi Tefal Ingenio 10 delova") stays Cyrillic everywhere else.
 * The client collects models from the API's answers, the server from the products a mail names;
 * both hand them to latinToCyrillic (serbian-script.ts).
 */

/** Each brand's models, lower case with single spaces, by the brand's last word in lower case. */
export type ModelNames = Map<string, Set<string>>;

/** The part of a name that ends a model: a comma, semicolon, colon or bracket. */
const MODEL_END = /[,;:()[\]]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The model in a product's name: what follows the brand, up to a comma; null without one. */
export function modelAfterBrand(name: string, brand: string): string | null {
  const brandWords = brand.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (brandWords === '') return null;
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${brandWords}(?![\\p{L}\\p{N}])`, 'iu').exec(name);
  if (!found) return null;
  const model = name
    .slice(found.index + found[0].length)
    .split(MODEL_END)[0]!
    .trim()
    .replace(/\s+/g, ' ');
  return model === '' ? null : model.toLowerCase();
}

/** Remembers a product's model (if its name has one after the brand) in `models`. */
export function addProductModel(models: ModelNames, name: string, brand: string): void {
  const model = modelAfterBrand(name, brand);
  const brandWord = brand.trim().toLowerCase().split(/\s+/).pop();
  if (model === null || !brandWord) return;
  const known = models.get(brandWord) ?? new Set<string>();
  known.add(model);
  models.set(brandWord, known);
}

/** Adds a brand's words, lower case, to latinToCyrillic's `brands` ("De'Longhi", "de longhi"). */
export function addBrandWords(brands: Set<string>, brand: string): void {
  for (const word of brand.toLowerCase().split(/\s+/)) if (word !== '') brands.add(word);
}

/** What latinToCyrillic keeps Latin for these products: their brands and their models. */
export function latinNamesOf(products: readonly { name: string; brand: string }[]): {
  brands: Set<string>;
  models: ModelNames;
} {
  const brands = new Set<string>();
  const models: ModelNames = new Map();
  for (const product of products) {
    addBrandWords(brands, product.brand);
    addProductModel(models, product.name, product.brand);
  }
  return { brands, models };
}

const modelPatterns = new Map<string, RegExp>();

/** "inspiron 15" → /^\s+inspiron\s+15(?![\p{L}\p{N}])/iu, made once per model. */
function patternOf(model: string): RegExp {
  let pattern = modelPatterns.get(model);
  if (!pattern) {
    const words = model.split(' ').map(escapeRegExp).join('\\s+');
    pattern = new RegExp(`^\\s+${words}(?![\\p{L}\\p{N}])`, 'iu');
    modelPatterns.set(model, pattern);
  }
  return pattern;
}

const WORD = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;

/**
 * Where `text` writes a known model right after its brand: [start, end) ranges of the model, to be
 * left in Latin. The longest model of a brand that matches wins ("MacBook Air 15" over "MacBook Air").
 */
export function modelRanges(text: string, models: ModelNames): [number, number][] {
  if (models.size === 0) return [];
  const ranges: [number, number][] = [];
  for (const word of text.matchAll(WORD)) {
    const known = models.get(word[0].toLowerCase());
    if (!known) continue;
    const start = word.index + word[0].length;
    const following = text.slice(start);
    let longest = 0;
    for (const model of known) longest = Math.max(longest, patternOf(model).exec(following)?.[0].length ?? 0);
    if (longest > 0) ranges.push([start, start + longest]);
  }
  return ranges;
}
