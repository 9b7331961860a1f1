import type { ProductKind } from '../../server/db/product-kinds';
import type { Drawing } from './drawing';

/** Bela tehnika: fridges, washers and dryers, stoves, dishwashers. */
export const whiteGoodsDrawings = {
  fridge: {
    body: '<rect x="56" y="14" width="88" height="164" rx="9" fill="I" stroke="D" stroke-width="3"/><path d="M56 98h88" stroke="D" stroke-width="3"/><rect x="128" y="28" width="6" height="44" rx="3" fill="D"/><rect x="128" y="108" width="6" height="34" rx="3" fill="D"/><rect x="68" y="28" width="34" height="16" rx="3" fill="D"/><rect x="72" y="32" width="12" height="8" rx="1" fill="A"/><circle cx="94" cy="36" r="3" fill="L"/><rect x="66" y="178" width="10" height="6" fill="D"/><rect x="124" y="178" width="10" height="6" fill="D"/>',
    detail: { x: 85, y: 36, zoom: 3.2 },
  },
  'side-by-side-fridge': {
    body: '<rect x="36" y="16" width="128" height="162" rx="9" fill="I" stroke="D" stroke-width="3"/><path d="M100 16v162" stroke="D" stroke-width="3"/><rect x="90" y="40" width="5" height="80" rx="2.5" fill="D"/><rect x="105" y="40" width="5" height="80" rx="2.5" fill="D"/><rect x="52" y="40" width="28" height="38" rx="4" fill="D"/><rect x="56" y="44" width="20" height="6" rx="1" fill="A"/><path d="M62 56h8v8h-8z" fill="L"/><rect x="58" y="68" width="16" height="6" rx="2" fill="L"/><rect x="46" y="178" width="10" height="6" fill="D"/><rect x="144" y="178" width="10" height="6" fill="D"/>',
    detail: { x: 66, y: 60, zoom: 3 },
  },
  'washing-machine': {
    body: '<rect x="42" y="26" width="116" height="150" rx="8" fill="I" stroke="D" stroke-width="3"/><path d="M42 60h116" stroke="D" stroke-width="3"/><rect x="50" y="34" width="30" height="18" rx="3" fill="L" stroke="D" stroke-width="2"/><rect x="92" y="37" width="28" height="12" rx="2" fill="D"/><rect x="96" y="40" width="12" height="6" fill="A"/><circle cx="140" cy="43" r="9" fill="L" stroke="D" stroke-width="3"/><path d="M140 43v-6" stroke="D" stroke-width="3"/><circle cx="100" cy="116" r="42" fill="L" stroke="D" stroke-width="5"/><circle cx="100" cy="116" r="31" fill="A"/><path d="M72 122q14-12 28 0t28 0v18a31 31 0 0 1-56 0z" fill="D" opacity=".35"/><path d="M82 98a24 24 0 0 1 14-8" stroke="L" stroke-width="4" fill="none" stroke-linecap="round"/>',
    detail: { x: 118, y: 43, zoom: 3 },
  },
  'tumble-dryer': {
    body: '<rect x="42" y="26" width="116" height="150" rx="8" fill="I" stroke="D" stroke-width="3"/><path d="M42 60h116" stroke="D" stroke-width="3"/><rect x="50" y="33" width="34" height="20" rx="3" fill="A"/><path d="M55 40h24M55 46h24" stroke="L" stroke-width="2"/><circle cx="100" cy="43" r="4" fill="D"/><circle cx="114" cy="43" r="4" fill="D"/><circle cx="128" cy="43" r="4" fill="D"/><circle cx="144" cy="43" r="8" fill="L" stroke="D" stroke-width="3"/><rect x="54" y="72" width="92" height="92" rx="18" fill="L" stroke="D" stroke-width="4"/><circle cx="100" cy="118" r="32" fill="D"/><circle cx="100" cy="118" r="24" fill="A"/><path d="M84 132q8-20 16-6t16-10" stroke="L" stroke-width="4" fill="none"/><path d="M52 168h96" stroke="D" stroke-width="2" stroke-dasharray="4 3"/>',
    detail: { x: 66, y: 43, zoom: 3 },
  },
  stove: {
    body: '<rect x="40" y="30" width="120" height="12" rx="3" fill="D"/><ellipse cx="70" cy="33" rx="14" ry="3" fill="A"/><ellipse cx="130" cy="33" rx="14" ry="3" fill="A"/><rect x="40" y="42" width="120" height="136" rx="5" fill="I" stroke="D" stroke-width="3"/><circle cx="58" cy="56" r="6" fill="L" stroke="D" stroke-width="3"/><circle cx="78" cy="56" r="6" fill="L" stroke="D" stroke-width="3"/><circle cx="122" cy="56" r="6" fill="L" stroke="D" stroke-width="3"/><circle cx="142" cy="56" r="6" fill="L" stroke="D" stroke-width="3"/><rect x="90" y="50" width="20" height="11" rx="2" fill="D"/><rect x="94" y="53" width="9" height="5" fill="A"/><rect x="52" y="76" width="96" height="6" rx="3" fill="D"/><rect x="52" y="90" width="96" height="66" rx="6" fill="D"/><rect x="62" y="100" width="76" height="46" rx="4" fill="A" opacity=".8"/><path d="M70 118h60M70 130h60" stroke="L" stroke-width="2"/><rect x="40" y="162" width="120" height="16" fill="I" stroke="D" stroke-width="3"/>',
    detail: { x: 100, y: 56, zoom: 3 },
  },
  dishwasher: {
    body: '<rect x="46" y="24" width="108" height="154" rx="6" fill="I" stroke="D" stroke-width="3"/><rect x="46" y="24" width="108" height="26" rx="6" fill="D"/><rect x="56" y="31" width="22" height="12" rx="2" fill="A"/><circle cx="96" cy="37" r="4" fill="L"/><circle cx="110" cy="37" r="4" fill="L"/><circle cx="124" cy="37" r="4" fill="L"/><circle cx="142" cy="37" r="5" fill="A"/><rect x="80" y="58" width="40" height="8" rx="4" fill="D"/><path d="M60 86h80M60 100h80" stroke="D" stroke-width="2" opacity=".25"/><rect x="46" y="164" width="108" height="14" fill="D" opacity=".5"/>',
    detail: { x: 100, y: 37, zoom: 2.8 },
  },
} satisfies Partial<Record<ProductKind, Drawing>>;
