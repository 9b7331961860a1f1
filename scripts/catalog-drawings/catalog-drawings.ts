import type { ProductKind } from '../../server/db/product-kinds';
import type { Drawing, Palette } from './drawing';
import { audioVideoDrawings, computerDrawings } from './electronics';
import { homeGardenDrawings } from './home-garden';
import { smallApplianceDrawings } from './small-appliances';
import { sportDrawings } from './sport';
import { whiteGoodsDrawings } from './white-goods';

/** Every product type's drawing; the type checker insists that none is missing. */
export const catalogDrawings: Record<ProductKind, Drawing> = {
  ...whiteGoodsDrawings,
  ...smallApplianceDrawings,
  ...audioVideoDrawings,
  ...computerDrawings,
  ...homeGardenDrawings,
  ...sportDrawings,
};

/** One palette per top category, in the order of the demo catalogue. */
export const categoryPalettes: readonly Palette[] = [
  // Bela tehnika: white appliances, blue accents.
  { background: '#e8f1fb', body: '#f4f7fb', accent: '#4a90d9', dark: '#23384f', light: '#ffffff' },
  // Mali kućni aparati: warm red.
  { background: '#fdf0e6', body: '#e4572e', accent: '#f6b48f', dark: '#3a2a24', light: '#fff8f2' },
  // TV i audio: graphite and violet.
  { background: '#eeebf8', body: '#3b3752', accent: '#8b7ce0', dark: '#1b1926', light: '#d6cff7' },
  // Računari i telefoni: slate and teal.
  { background: '#e6f4f1', body: '#4a5a63', accent: '#26a69a', dark: '#1f2a30', light: '#d4efea' },
  // Kuća i bašta: greens and wood.
  { background: '#edf6e9', body: '#4f8a5b', accent: '#c98b4f', dark: '#2d3b30', light: '#f5f1e6' },
  // Sport i rekreacija: orange and navy.
  { background: '#fff4df', body: '#e8912d', accent: '#2f6fb0', dark: '#2a2a33', light: '#ffffff' },
];
