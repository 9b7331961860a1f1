import type { Carrier } from './order-lifecycle';

/**
 * Each carrier as Serbian shoppers know it. `brand` is the courier's own name, which stays Latin in
 * Cyrillic text as every brand does; `owner` is Serbian and follows the shopper's script: Post
 * Express is the courier service of Pošta Srbije, the name people look for on the parcel.
 */
export const carrierNameParts: Record<Carrier, { brand: string; owner?: string }> = {
  postExpress: { owner: 'Pošta Srbije', brand: 'Post Express' },
  dExpress: { brand: 'D Express' },
  aks: { brand: 'AKS' },
  bex: { brand: 'BEX' },
  cityExpress: { brand: 'City Express' },
};

/**
 * "Pošta Srbije (Post Express)", "D Express": the carrier's whole name, `shopWords` writing its
 * Serbian part in the shopper's script (the brand is never transliterated).
 */
export function carrierName(
  carrier: Carrier,
  shopWords: (words: string) => string = (words) => words,
): string {
  const { owner, brand } = carrierNameParts[carrier];
  return owner === undefined ? brand : `${shopWords(owner)} (${brand})`;
}
