import type { ProductKind } from '../../server/db/product-kinds';
import type { Drawing } from './drawing';

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="D" stroke-width="${r / 4}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.75}" fill="none" stroke="L" stroke-width="1.5"/><circle cx="${cx}" cy="${cy}" r="3" fill="D"/>`;

/** Sport i rekreacija: bicycles, fitness, camping. */
export const sportDrawings = {
  bicycle: {
    body: `${wheel(46, 136, 32)}${wheel(154, 136, 32)}<path d="M46 136 78 84h62l14 52M78 84l22 52 40-52M100 136h0" stroke="I" stroke-width="7" fill="none" stroke-linejoin="round"/><path d="M100 136l-22-52" stroke="I" stroke-width="7"/><path d="M72 70h22" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M80 72l4 14" stroke="D" stroke-width="5"/><path d="M140 84l-6-22h18" stroke="D" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="100" cy="136" r="9" fill="A"/><path d="M100 136h-12" stroke="D" stroke-width="4"/>`,
    detail: { x: 100, y: 132, zoom: 3 },
  },
  'kids-bike': {
    body: `${wheel(58, 136, 26)}${wheel(142, 136, 26)}<circle cx="34" cy="156" r="8" fill="A"/><path d="M34 156 58 136" stroke="D" stroke-width="4"/><path d="M58 136l28-36h40l16 36M86 100l14 36 26-36" stroke="I" stroke-width="8" fill="none" stroke-linejoin="round"/><path d="M74 88h26" stroke="D" stroke-width="8" stroke-linecap="round"/><path d="M84 90l4 12" stroke="D" stroke-width="5"/><path d="M126 100l-6-24h20" stroke="D" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M120 76q-2-10 8-14" stroke="A" stroke-width="5" fill="none"/><circle cx="100" cy="136" r="8" fill="A"/>`,
    detail: { x: 44, y: 148, zoom: 2.8 },
  },
  dumbbells: {
    body: '<rect x="18" y="150" width="164" height="10" rx="4" fill="D"/><path d="M26 160v16M174 160v16" stroke="D" stroke-width="8"/><g><rect x="54" y="124" width="92" height="10" rx="4" fill="D"/><rect x="30" y="106" width="16" height="46" rx="5" fill="I"/><rect x="46" y="112" width="12" height="34" rx="4" fill="I"/><rect x="154" y="106" width="16" height="46" rx="5" fill="I"/><rect x="142" y="112" width="12" height="34" rx="4" fill="I"/></g><g><rect x="62" y="66" width="76" height="8" rx="3" fill="D"/><rect x="42" y="52" width="14" height="36" rx="4" fill="A"/><rect x="56" y="56" width="10" height="28" rx="3" fill="A"/><rect x="144" y="52" width="14" height="36" rx="4" fill="A"/><rect x="134" y="56" width="10" height="28" rx="3" fill="A"/></g>',
    detail: { x: 52, y: 112, zoom: 2.6 },
  },
  treadmill: {
    body: '<path d="M14 160l130-22h30l6 12-160 26z" fill="D"/><path d="M22 160l124-20" stroke="L" stroke-width="3" opacity=".5"/><path d="M150 140 136 60" stroke="I" stroke-width="8" stroke-linecap="round"/><path d="M166 140 150 60" stroke="I" stroke-width="8" stroke-linecap="round"/><path d="M128 60h-30" stroke="I" stroke-width="7" stroke-linecap="round"/><path d="M124 46l40-6 8 22-44 6z" fill="I"/><path d="M130 50l28-4 4 12-30 4z" fill="A"/><circle cx="24" cy="168" r="6" fill="I"/><circle cx="172" cy="148" r="6" fill="I"/>',
    detail: { x: 146, y: 54, zoom: 3 },
  },
  'yoga-mat': {
    body: '<path d="M22 172h120l34-50H74z" fill="I" opacity=".85"/><path d="M40 160h100M58 144h94M70 130h92" stroke="L" stroke-width="2" opacity=".35"/><rect x="72" y="92" width="110" height="34" rx="17" fill="I"/><path d="M150 92v34" stroke="D" stroke-width="6"/><ellipse cx="86" cy="109" rx="12" ry="17" fill="A"/><path d="M86 109m-3 0a3 4 0 1 1 6 0a6 8 0 1 1-12 0a9 12 0 1 1 18 0" stroke="D" stroke-width="1.8" fill="none"/>',
    detail: { x: 92, y: 110, zoom: 3 },
  },
  tent: {
    body: '<path d="M14 164q10-100 86-114 76 14 86 114z" fill="I"/><path d="M14 164q30-100 86-114M186 164q-30-100-86-114M40 164q20-70 60-114M160 164q-20-70-60-114" stroke="D" stroke-width="3" fill="none"/><path d="M68 164q6-60 32-70 26 10 32 70z" fill="D"/><path d="M100 94v70" stroke="A" stroke-width="3" stroke-dasharray="4 3"/><path d="M4 166h192" stroke="D" stroke-width="4" stroke-linecap="round"/><path d="M14 164 2 174M186 164l12 10" stroke="A" stroke-width="3"/>',
    detail: { x: 100, y: 110, zoom: 2.6 },
  },
  'sleeping-bag': {
    body: '<path d="M30 120q-10-40 40-46l100-6q22 4 22 34t-22 34L70 150q-40 4-40-30z" fill="I"/><path d="M40 118q-6-24 26-28 14 2 16 30-4 22-20 22-20 0-22-24z" fill="A"/><ellipse cx="58" cy="110" rx="12" ry="14" fill="D" opacity=".5"/><path d="M86 80q18 36 0 68M120 76q14 40 0 72M152 72q12 42 0 76" stroke="D" stroke-width="2" opacity=".35" fill="none"/><path d="M84 118h104" stroke="L" stroke-width="3" stroke-dasharray="3 3"/><rect x="180" y="112" width="10" height="12" rx="3" fill="A"/>',
    detail: { x: 176, y: 118, zoom: 3 },
  },
  backpack: {
    body: '<path d="M62 40h76a16 16 0 0 1 16 16v104a12 12 0 0 1-12 12H58a12 12 0 0 1-12-12V56a16 16 0 0 1 16-16z" fill="I"/><path d="M56 36q44-20 88 0l-4 32H60z" fill="D"/><rect x="92" y="50" width="16" height="10" rx="3" fill="A"/><rect x="64" y="102" width="72" height="54" rx="10" fill="D" opacity=".35"/><path d="M66 112h68" stroke="A" stroke-width="3"/><path d="M88 20a12 12 0 0 1 24 0" stroke="D" stroke-width="5" fill="none"/><path d="M46 80H36v70h10M154 80h10v70h-10" stroke="A" stroke-width="4" fill="none"/><path d="M72 68v36M128 68v36" stroke="D" stroke-width="4"/>',
    detail: { x: 100, y: 60, zoom: 2.6 },
  },
} satisfies Partial<Record<ProductKind, Drawing>>;
