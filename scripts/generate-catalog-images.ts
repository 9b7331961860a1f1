/**
 * Draws the demo catalogue's product images: one small icon-like SVG per subcategory in
 * IMAGE_VARIANTS colour variants, plus the placeholder for products without images.
 * Run: npx tsx scripts/generate-catalog-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_VARIANTS } from '../server/db/seed-catalog';
import { type IconKind, demoCatalog } from '../server/db/seed-catalog-data';

type Palette = { background: string; ink: string; accent: string };

const palettes: readonly Palette[] = [
  { background: '#e8f1fb', ink: '#1f4e79', accent: '#5b9bd5' },
  { background: '#eaf6ec', ink: '#22643a', accent: '#6cbf84' },
  { background: '#fdf0e6', ink: '#8a3d12', accent: '#f08a4b' },
];

// Drawings on a 200 × 200 canvas; I = ink, A = accent, B = background.
const icons: Record<IconKind, string> = {
  fridge:
    '<rect x="60" y="25" width="80" height="150" rx="8" fill="I"/><rect x="66" y="31" width="68" height="48" rx="4" fill="A"/><rect x="66" y="85" width="68" height="84" rx="4" fill="A"/><rect x="124" y="45" width="5" height="22" rx="2" fill="I"/><rect x="124" y="95" width="5" height="30" rx="2" fill="I"/>',
  washer:
    '<rect x="45" y="35" width="110" height="130" rx="8" fill="I"/><rect x="52" y="42" width="96" height="20" rx="3" fill="A"/><circle cx="100" cy="110" r="38" fill="B"/><circle cx="100" cy="110" r="28" fill="A"/><circle cx="135" cy="52" r="5" fill="I"/>',
  stove:
    '<rect x="45" y="40" width="110" height="125" rx="6" fill="I"/><circle cx="75" cy="62" r="11" fill="A"/><circle cx="125" cy="62" r="11" fill="A"/><rect x="57" y="90" width="86" height="62" rx="4" fill="A"/><rect x="70" y="98" width="60" height="6" rx="3" fill="I"/>',
  dishwasher:
    '<rect x="50" y="35" width="100" height="130" rx="6" fill="I"/><rect x="56" y="41" width="88" height="14" rx="3" fill="A"/><rect x="56" y="62" width="88" height="96" rx="4" fill="A"/><path d="M68 110h64M68 130h64" stroke="I" stroke-width="5"/>',
  vacuum:
    '<circle cx="82" cy="135" r="32" fill="I"/><circle cx="82" cy="135" r="14" fill="A"/><path d="M108 118 150 40" stroke="I" stroke-width="9" stroke-linecap="round"/><rect x="120" y="150" width="50" height="14" rx="7" fill="A"/><path d="M150 40q15 60 -5 112" stroke="A" stroke-width="6" fill="none"/>',
  coffee:
    '<rect x="55" y="30" width="90" height="26" rx="5" fill="I"/><rect x="60" y="56" width="16" height="110" fill="I"/><rect x="55" y="160" width="90" height="12" rx="4" fill="I"/><path d="M95 105h40v30a20 20 0 0 1-40 0z" fill="A"/><path d="M135 112h8a9 9 0 0 1 0 18h-8" stroke="A" stroke-width="5" fill="none"/>',
  kettle:
    '<path d="M60 165 70 70h60l10 95z" fill="I"/><rect x="80" y="55" width="40" height="15" rx="5" fill="A"/><path d="M140 90q30 10 10 55" stroke="I" stroke-width="9" fill="none"/><path d="M63 90 40 70" stroke="I" stroke-width="9" stroke-linecap="round"/><rect x="70" y="110" width="60" height="8" fill="A"/>',
  iron: '<path d="M35 150q10-60 80-60h50v60z" fill="I"/><path d="M95 90q0-30 30-30h35v30" stroke="A" stroke-width="10" fill="none"/><circle cx="120" cy="122" r="8" fill="A"/>',
  tv: '<rect x="25" y="40" width="150" height="95" rx="6" fill="I"/><rect x="33" y="48" width="134" height="79" rx="3" fill="A"/><path d="M80 165h40M100 135v30" stroke="I" stroke-width="8" stroke-linecap="round"/>',
  speaker:
    '<rect x="60" y="30" width="80" height="140" rx="14" fill="I"/><circle cx="100" cy="125" r="28" fill="A"/><circle cx="100" cy="125" r="10" fill="I"/><circle cx="100" cy="65" r="14" fill="A"/>',
  headphones:
    '<path d="M45 120v-20a55 55 0 0 1 110 0v20" stroke="I" stroke-width="12" fill="none"/><rect x="35" y="110" width="30" height="55" rx="10" fill="A"/><rect x="135" y="110" width="30" height="55" rx="10" fill="A"/>',
  laptop:
    '<rect x="45" y="45" width="110" height="75" rx="5" fill="I"/><rect x="52" y="52" width="96" height="61" rx="2" fill="A"/><path d="M25 130h150l-12 22H37z" fill="I"/>',
  phone:
    '<rect x="70" y="25" width="60" height="150" rx="12" fill="I"/><rect x="76" y="40" width="48" height="115" rx="3" fill="A"/><circle cx="100" cy="164" r="5" fill="A"/>',
  monitor:
    '<rect x="30" y="35" width="140" height="95" rx="5" fill="I"/><rect x="37" y="42" width="126" height="81" rx="2" fill="A"/><path d="M100 130v25M70 160h60" stroke="I" stroke-width="10" stroke-linecap="round"/>',
  tablet:
    '<rect x="45" y="30" width="110" height="145" rx="12" fill="I"/><rect x="53" y="42" width="94" height="118" rx="3" fill="A"/><circle cx="100" cy="167" r="4" fill="A"/>',
  sofa: '<rect x="40" y="70" width="120" height="50" rx="10" fill="A"/><rect x="25" y="95" width="150" height="45" rx="12" fill="I"/><rect x="25" y="85" width="25" height="55" rx="10" fill="I"/><rect x="150" y="85" width="25" height="55" rx="10" fill="I"/><path d="M40 140v20M160 140v20" stroke="I" stroke-width="8"/>',
  pot: '<path d="M45 85h110v55a25 25 0 0 1-25 25H70a25 25 0 0 1-25-25z" fill="I"/><rect x="40" y="72" width="120" height="14" rx="7" fill="A"/><path d="M45 100H25M155 100h20" stroke="I" stroke-width="10" stroke-linecap="round"/><rect x="88" y="58" width="24" height="14" rx="5" fill="A"/>',
  garden:
    '<path d="M70 120h60l-8 50H78z" fill="I"/><path d="M100 120V70" stroke="I" stroke-width="6"/><path d="M100 85q-40-5-40-45q40 0 40 45z" fill="A"/><path d="M100 95q35-5 40-40q-40 0-40 40z" fill="A"/>',
  lamp: '<path d="M65 40h70l20 55H45z" fill="A"/><path d="M100 95v55" stroke="I" stroke-width="8"/><rect x="65" y="150" width="70" height="16" rx="6" fill="I"/>',
  bike: '<circle cx="55" cy="130" r="32" stroke="I" stroke-width="9" fill="none"/><circle cx="145" cy="130" r="32" stroke="I" stroke-width="9" fill="none"/><path d="M55 130 85 80h45l15 50M85 80l15 50 30-50M78 65h20M125 80l-5-18h18" stroke="A" stroke-width="7" fill="none" stroke-linejoin="round"/>',
  dumbbell:
    '<rect x="60" y="94" width="80" height="12" rx="4" fill="I"/><rect x="35" y="65" width="22" height="70" rx="6" fill="A"/><rect x="143" y="65" width="22" height="70" rx="6" fill="A"/><rect x="20" y="80" width="15" height="40" rx="5" fill="I"/><rect x="165" y="80" width="15" height="40" rx="5" fill="I"/>',
  tent: '<path d="M100 40 30 160h140z" fill="I"/><path d="M100 85 75 160h50z" fill="A"/><path d="M20 160h160" stroke="I" stroke-width="6" stroke-linecap="round"/>',
};

function svg(body: string, palette: Palette, label: string): string {
  const painted = body
    .replace(/"I"/g, `"${palette.ink}"`)
    .replace(/"A"/g, `"${palette.accent}"`)
    .replace(/"B"/g, `"${palette.background}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img" aria-label="${label}"><rect width="200" height="200" fill="${palette.background}"/>${painted}</svg>\n`;
}

const placeholder = svg(
  '<rect x="50" y="55" width="100" height="90" rx="8" stroke="A" stroke-width="8" fill="none"/><circle cx="80" cy="85" r="10" fill="A"/><path d="M58 138l30-30 20 18 14-12 22 24z" fill="A"/>',
  { background: '#f1f2f4', ink: '#9aa1ab', accent: '#b8bec7' },
  'Slika nije dostupna',
);

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'catalog');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'placeholder.svg'), placeholder);
let written = 1;
for (const top of demoCatalog) {
  for (const subcategory of top.children) {
    for (let variant = 1; variant <= IMAGE_VARIANTS; variant++) {
      const palette = palettes[(variant - 1) % palettes.length]!;
      writeFileSync(
        path.join(outDir, `${subcategory.slug}-${variant}.svg`),
        svg(icons[subcategory.icon], palette, subcategory.name),
      );
      written++;
    }
  }
}
console.log(`Napisano ${written} slika u ${path.relative(process.cwd(), outDir)}`);
