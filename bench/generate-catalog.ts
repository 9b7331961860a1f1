// Writes a catalogue of N products in the import format (docs/catalog-import.md), for the API
// benchmark at scale: `npx tsx bench/generate-catalog.ts 100000 /tmp/catalog.json`, then
// `npm run catalog:import -- /tmp/catalog.json`. Deterministic: the same N gives the same file.
import { writeFileSync } from 'node:fs';
import { ean13CheckDigit } from '../server/catalog/ean';

const KINDS = [
  'Frižider',
  'Usisivač',
  'Čajnik',
  'Lampa',
  'Televizor',
  'Ranac',
  'Džezva',
  'Rerna',
  'Blender',
  'Pegla',
];
const BRANDS = [
  'Gorenje',
  'Beko',
  'Tefal',
  'Philips',
  'Samsung',
  'Vivax',
  'Bosch',
  'Metalac',
  'Đak',
  'Elektron',
];
const ADJECTIVES = ['kompaktni', 'ugradni', 'bežični', 'stoni', 'digitalni', 'tihi', 'štedljivi', 'veliki'];
const TOP = 8;
const SUB = 5;

export function generateCatalog(count: number) {
  const categories: { name: string; slug: string; parent?: string }[] = [];
  for (let t = 0; t < TOP; t++) {
    categories.push({ name: `Odeljenje ${t + 1}`, slug: `odeljenje-${t + 1}` });
    for (let s = 0; s < SUB; s++)
      categories.push({
        name: `Grupa ${t + 1}.${s + 1}`,
        slug: `grupa-${t + 1}-${s + 1}`,
        parent: `odeljenje-${t + 1}`,
      });
  }
  const leaves = categories.filter((category) => category.parent);
  const products = Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const brand = BRANDS[Math.floor(i / KINDS.length) % BRANDS.length]!;
    const adjective = ADJECTIVES[i % ADJECTIVES.length]!;
    const first12 = `860${String(i).padStart(9, '0')}`;
    const price = 990 + ((i * 37) % 90_000);
    return {
      name: `${kind} ${brand} ${adjective} M${i}`,
      slug: `${kind}-${brand}-m${i}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9-]/g, ''),
      ean: `${first12}${ean13CheckDigit(first12)}`,
      category: leaves[i % leaves.length]!.slug,
      brand,
      description: `${kind} ${adjective}, serija S${i % 997}, šifra K${((i * 2_654_435_761) >>> 0).toString(36)}.`,
      price,
      ...(i % 5 === 0 ? { discountPrice: Math.round(price * 0.85) } : {}),
      stock: i % 11,
      images: ['/images/catalog/placeholder.svg'],
    };
  });
  return { categories, products };
}

const [count, file] = process.argv.slice(2);
if (count && file) writeFileSync(file, JSON.stringify(generateCatalog(Number(count))));
