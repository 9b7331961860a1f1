/**
 * The demo catalogue's product types: each has its own drawing in three views
 * (scripts/generate-catalog-images.ts). A template in seed-catalog-data.ts names its type; the
 * words are what a product name of that type contains (in any case), so a test can check that
 * every demo product is drawn as what its name says.
 */
export const productKinds = {
  fridge: { label: 'Frižider', nameWords: ['frižider'] },
  'side-by-side-fridge': { label: 'Side by side frižider', nameWords: ['Side by side frižider'] },
  'washing-machine': { label: 'Mašina za pranje veša', nameWords: ['mašina za pranje'] },
  'tumble-dryer': { label: 'Mašina za sušenje veša', nameWords: ['mašina za sušenje'] },
  stove: { label: 'Šporet', nameWords: ['šporet'] },
  dishwasher: { label: 'Sudomašina', nameWords: ['sudomašina'] },
  'canister-vacuum': { label: 'Usisivač', nameWords: ['usisivač bez kese'] },
  'stick-vacuum': { label: 'Štapni usisivač', nameWords: ['štapni usisivač'] },
  'robot-vacuum': { label: 'Robot usisivač', nameWords: ['robot usisivač'] },
  'espresso-machine': { label: 'Espreso aparat', nameWords: ['espreso aparat'] },
  'coffee-machine': { label: 'Automatski aparat za kafu', nameWords: ['automatski aparat za kafu'] },
  'electric-coffee-pot': { label: 'Električna džezva', nameWords: ['električna džezva'] },
  'filter-coffee-maker': { label: 'Aparat za filter kafu', nameWords: ['aparat za filter kafu'] },
  kettle: { label: 'Električni čajnik', nameWords: ['električni čajnik'] },
  toaster: { label: 'Toster', nameWords: ['toster'] },
  'hand-blender': { label: 'Štapni mikser', nameWords: ['štapni mikser'] },
  blender: { label: 'Blender', nameWords: ['blender'] },
  'air-fryer': { label: 'Friteza na vrući vazduh', nameWords: ['friteza'] },
  'steam-iron': { label: 'Parna pegla', nameWords: ['parna pegla'] },
  'steam-station': { label: 'Parna stanica', nameWords: ['parna stanica'] },
  tv: { label: 'Televizor', nameWords: ['televizor'] },
  'bluetooth-speaker': { label: 'Bluetooth zvučnik', nameWords: ['zvučnik'] },
  soundbar: { label: 'Saundbar', nameWords: ['saundbar'] },
  'wireless-headphones': { label: 'Bežične slušalice', nameWords: ['bežične slušalice'] },
  'wired-headphones': { label: 'Žičane slušalice', nameWords: ['žičane slušalice'] },
  laptop: { label: 'Laptop', nameWords: ['laptop'] },
  phone: { label: 'Mobilni telefon', nameWords: ['mobilni telefon'] },
  monitor: { label: 'Monitor', nameWords: ['monitor'] },
  tablet: { label: 'Tablet', nameWords: ['tablet'] },
  'corner-sofa': { label: 'Ugaona garnitura', nameWords: ['ugaona garnitura'] },
  'dining-table': { label: 'Trpezarijski sto', nameWords: ['trpezarijski sto'] },
  'office-chair': { label: 'Radna stolica', nameWords: ['radna stolica'] },
  'coffee-pot': { label: 'Džezva', nameWords: ['džezva'] },
  'cookware-set': { label: 'Set šerpi', nameWords: ['set šerpi'] },
  'frying-pan': { label: 'Tiganj', nameWords: ['tiganj'] },
  'stovetop-kettle': { label: 'Čajnik za šporet', nameWords: ['čajnik za šporet'] },
  'lawn-mower': { label: 'Kosilica za travu', nameWords: ['kosilica'] },
  'garden-hose': { label: 'Baštensko crevo', nameWords: ['baštensko crevo'] },
  fertilizer: { label: 'Đubrivo', nameWords: ['đubrivo'] },
  'desk-lamp': { label: 'Stona lampa', nameWords: ['stona lampa'] },
  'ceiling-light': { label: 'Plafonjera', nameWords: ['plafonjera'] },
  bicycle: { label: 'Bicikl', nameWords: ['brdski bicikl', 'gradski bicikl'] },
  'kids-bike': { label: 'Dečji bicikl', nameWords: ['dečji bicikl'] },
  dumbbells: { label: 'Set bučica', nameWords: ['bučic'] },
  treadmill: { label: 'Traka za trčanje', nameWords: ['traka za trčanje'] },
  'yoga-mat': { label: 'Prostirka za jogu', nameWords: ['prostirka za jogu'] },
  tent: { label: 'Šator', nameWords: ['šator'] },
  'sleeping-bag': { label: 'Vreća za spavanje', nameWords: ['vreća za spavanje'] },
  backpack: { label: 'Planinarski ranac', nameWords: ['ranac'] },
} as const satisfies Record<string, { label: string; nameWords: readonly string[] }>;

export type ProductKind = keyof typeof productKinds;

/** The three views every demo drawing comes in; the first is the product's main image. */
export const IMAGE_VIEWS = ['front', 'side', 'detail'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

export function productKindImagePath(kind: ProductKind, view: ImageView): string {
  return `/images/catalog/${kind}-${view}.svg`;
}

/** A demo product's images: its type's drawing from the front, the side and close up. */
export function productKindImages(kind: ProductKind): string[] {
  return IMAGE_VIEWS.map((view) => productKindImagePath(kind, view));
}

/**
 * The type a product name describes: the type whose name words match it most specifically
 * ("Čajnik za šporet" is a stovetop kettle, not a stove). Undefined when no words match.
 */
export function kindNamedIn(productName: string): ProductKind | undefined {
  const name = productName.toLocaleLowerCase('sr');
  let best: { kind: ProductKind; length: number } | undefined;
  for (const [kind, { nameWords }] of Object.entries(productKinds) as [
    ProductKind,
    (typeof productKinds)[ProductKind],
  ][]) {
    for (const word of nameWords) {
      const matches = name.includes(word.toLocaleLowerCase('sr'));
      if (matches && (!best || word.length > best.length)) best = { kind, length: word.length };
    }
  }
  return best?.kind;
}
