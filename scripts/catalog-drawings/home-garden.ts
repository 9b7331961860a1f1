import type { ProductKind } from '../../server/db/product-kinds';
import type { Drawing } from './drawing';

/** Kuća i bašta: furniture, cookware, garden tools, lights. */
export const homeGardenDrawings = {
  'corner-sofa': {
    body: '<rect x="14" y="64" width="132" height="50" rx="12" fill="I"/><rect x="22" y="72" width="38" height="36" rx="8" fill="L" opacity=".35"/><rect x="64" y="72" width="38" height="36" rx="8" fill="L" opacity=".35"/><rect x="106" y="72" width="38" height="36" rx="8" fill="L" opacity=".35"/><rect x="10" y="108" width="140" height="34" rx="10" fill="I"/><path d="M146 86h30a12 12 0 0 1 12 12v54h-50v-52z" fill="I"/><rect x="142" y="142" width="46" height="12" rx="6" fill="D" opacity=".35"/><rect x="4" y="90" width="18" height="52" rx="8" fill="D" opacity=".6"/><path d="M18 142v14M140 156v8M182 154v10" stroke="D" stroke-width="6" stroke-linecap="round"/>',
    detail: { x: 42, y: 100, zoom: 2.4 },
  },
  'dining-table': {
    body: '<g fill="I"><rect x="12" y="58" width="8" height="114" rx="3"/><rect x="12" y="64" width="34" height="7" rx="2"/><rect x="12" y="80" width="34" height="7" rx="2"/><rect x="12" y="118" width="44" height="8" rx="3"/><rect x="48" y="126" width="7" height="46" rx="2"/><rect x="180" y="58" width="8" height="114" rx="3"/><rect x="154" y="64" width="34" height="7" rx="2"/><rect x="154" y="80" width="34" height="7" rx="2"/><rect x="144" y="118" width="44" height="8" rx="3"/><rect x="145" y="126" width="7" height="46" rx="2"/></g><rect x="36" y="96" width="128" height="11" rx="3" fill="A"/><path d="M44 100h40M96 102h56" stroke="D" stroke-width="1.5" opacity=".35"/><rect x="46" y="107" width="108" height="8" fill="D" opacity=".6"/><rect x="46" y="107" width="9" height="67" rx="2" fill="D"/><rect x="145" y="107" width="9" height="67" rx="2" fill="D"/>',
    detail: { x: 60, y: 104, zoom: 3 },
  },
  'office-chair': {
    body: '<rect x="66" y="16" width="68" height="74" rx="18" fill="I"/><path d="M76 28h48M76 40h48M76 52h48M76 64h48" stroke="L" stroke-width="2" opacity=".3"/><rect x="94" y="88" width="12" height="16" fill="D"/><path d="M58 104h84a8 8 0 0 1 0 16H58a8 8 0 0 1 0-16z" fill="I"/><path d="M52 86v22M148 86v22" stroke="D" stroke-width="6" stroke-linecap="round"/><path d="M44 84h16M140 84h16" stroke="D" stroke-width="6" stroke-linecap="round"/><rect x="96" y="120" width="8" height="32" fill="L" stroke="D" stroke-width="2"/><path d="M100 152 48 166M100 152l52 14M100 152l-20 18M100 152l20 18" stroke="D" stroke-width="6" stroke-linecap="round"/><circle cx="46" cy="172" r="6" fill="D"/><circle cx="154" cy="172" r="6" fill="D"/><circle cx="78" cy="176" r="6" fill="D"/><circle cx="122" cy="176" r="6" fill="D"/>',
    detail: { x: 100, y: 160, zoom: 2.4 },
  },
  'coffee-pot': {
    body: '<path d="M72 62h48l-4 8 12 84a12 12 0 0 1-12 14H76a12 12 0 0 1-12-14l12-84z" fill="A"/><path d="M68 56h56l4 8H64z" fill="D"/><path d="M64 60q-12-2-16 10" stroke="D" stroke-width="4" fill="none"/><path d="M124 100q30-6 56-34" stroke="D" stroke-width="8" stroke-linecap="round"/><path d="M72 104h48" stroke="L" stroke-width="3" opacity=".6"/><path d="M70 128l-2 20" stroke="L" stroke-width="4" opacity=".5" stroke-linecap="round"/>',
    detail: { x: 76, y: 68, zoom: 2.6 },
  },
  'cookware-set': {
    body: '<path d="M14 120h60v38a12 12 0 0 1-12 12H26a12 12 0 0 1-12-12z" fill="I"/><rect x="10" y="112" width="68" height="10" rx="5" fill="D"/><rect x="38" y="104" width="12" height="8" rx="3" fill="A"/><path d="M14 130H4M74 130h10" stroke="D" stroke-width="6" stroke-linecap="round"/><path d="M96 96h88v58a16 16 0 0 1-16 16h-56a16 16 0 0 1-16-16z" fill="I"/><rect x="92" y="86" width="96" height="12" rx="6" fill="D"/><rect x="132" y="76" width="16" height="10" rx="4" fill="A"/><path d="M96 110H86M184 110h10" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M40 44h60v34a10 10 0 0 1-10 10H50a10 10 0 0 1-10-10z" fill="I" opacity=".85"/><rect x="36" y="36" width="68" height="9" rx="4.5" fill="D"/><rect x="64" y="29" width="12" height="7" rx="3" fill="A"/><path d="M104 134h76M20 140h48" stroke="L" stroke-width="3" opacity=".4"/>',
    detail: { x: 140, y: 86, zoom: 2.6 },
  },
  'frying-pan': {
    body: '<ellipse cx="84" cy="112" rx="70" ry="40" fill="I"/><ellipse cx="84" cy="106" rx="62" ry="33" fill="D"/><ellipse cx="74" cy="98" rx="26" ry="10" fill="L" opacity=".15"/><path d="M148 104l40-18" stroke="A" stroke-width="12" stroke-linecap="round"/><circle cx="184" cy="88" r="2.5" fill="D"/><path d="M142 106h10" stroke="I" stroke-width="10"/>',
    detail: { x: 150, y: 100, zoom: 2.6 },
  },
  'stovetop-kettle': {
    body: '<path d="M52 160q-6-80 48-86t48 86z" fill="I"/><rect x="46" y="156" width="108" height="12" rx="6" fill="D"/><path d="M60 100q40-62 80 0" stroke="D" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="88" y="66" width="24" height="10" rx="4" fill="D"/><circle cx="100" cy="62" r="6" fill="A"/><path d="M140 128l30-34 6 6-28 42z" fill="I"/><rect x="166" y="86" width="14" height="10" rx="3" fill="A" transform="rotate(-45 173 91)"/><g fill="L" opacity=".7"><circle cx="80" cy="126" r="5"/><circle cx="100" cy="120" r="5"/><circle cx="120" cy="126" r="5"/></g>',
    detail: { x: 160, y: 100, zoom: 2.8 },
  },
  'lawn-mower': {
    body: '<path d="M140 112 174 26" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M160 24h24" stroke="D" stroke-width="9" stroke-linecap="round"/><rect x="124" y="58" width="44" height="48" rx="6" fill="A" transform="rotate(20 146 82)"/><path d="M130 66l30 10M128 76l30 10M126 86l30 10" stroke="D" stroke-width="2" opacity=".4"/><path d="M20 148q0-36 44-40h52q30 4 32 40z" fill="I"/><rect x="58" y="96" width="34" height="16" rx="6" fill="D"/><path d="M66 100h18" stroke="A" stroke-width="3"/><rect x="14" y="146" width="140" height="8" rx="4" fill="D"/><circle cx="42" cy="160" r="16" fill="D"/><circle cx="42" cy="160" r="6" fill="L"/><circle cx="134" cy="160" r="16" fill="D"/><circle cx="134" cy="160" r="6" fill="L"/><path d="M10 178q6-10 10 0 6-10 10 0 6-10 10 0 6-10 10 0 6-10 10 0M150 178q6-10 10 0 6-10 10 0 6-10 10 0" stroke="I" stroke-width="3" fill="none"/>',
    detail: { x: 134, y: 156, zoom: 2.6 },
  },
  'garden-hose': {
    body: '<path d="M44 164 58 98M136 164l-14-66" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M30 166h120" stroke="D" stroke-width="8" stroke-linecap="round"/><circle cx="90" cy="90" r="56" fill="D"/><circle cx="90" cy="90" r="50" fill="I"/><circle cx="90" cy="90" r="40" fill="none" stroke="A" stroke-width="3" opacity=".7"/><circle cx="90" cy="90" r="30" fill="none" stroke="A" stroke-width="3" opacity=".7"/><circle cx="90" cy="90" r="14" fill="D"/><path d="M90 90h10" stroke="L" stroke-width="5" stroke-linecap="round"/><path d="M140 112q30 20 20 48" stroke="I" stroke-width="8" fill="none"/><path d="M152 160l20 4 8 16-8 2-6-10-18-4z" fill="A"/><path d="M170 170l14 12" stroke="D" stroke-width="5" stroke-linecap="round"/>',
    detail: { x: 166, y: 170, zoom: 2.8 },
  },
  fertilizer: {
    body: '<path d="M52 36h96l8 132a6 6 0 0 1-6 6H50a6 6 0 0 1-6-6z" fill="I"/><path d="M52 36q48 10 96 0v12q-48 10-96 0z" fill="D" opacity=".5"/><rect x="62" y="72" width="76" height="76" rx="8" fill="L"/><path d="M100 136q-30-8-24-46 30 4 24 46z" fill="I"/><path d="M100 136q30-6 28-38-28 2-28 38z" fill="A"/><path d="M100 138V104" stroke="D" stroke-width="3"/><path d="M70 156h60" stroke="L" stroke-width="4" opacity=".6"/>',
    detail: { x: 100, y: 112, zoom: 2.4 },
  },
  'desk-lamp': {
    body: '<ellipse cx="70" cy="170" rx="44" ry="8" fill="D"/><rect x="30" y="158" width="80" height="12" rx="6" fill="I"/><path d="M70 160 48 96l62-44" stroke="I" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="48" cy="96" r="7" fill="D"/><circle cx="110" cy="52" r="7" fill="D"/><path d="M110 52l34 16-14 30-42-16z" fill="I"/><path d="M130 98l-42-16" stroke="D" stroke-width="4"/><path d="M96 94l-16 54M122 104l12 50" stroke="A" stroke-width="3" opacity=".5" stroke-dasharray="4 5"/><path d="M88 84q20 20 42 16" fill="A" opacity=".9"/>',
    detail: { x: 110, y: 74, zoom: 2.4 },
  },
  'ceiling-light': {
    body: '<rect x="0" y="0" width="200" height="30" fill="L"/><path d="M0 30h200" stroke="D" stroke-width="3"/><rect x="40" y="30" width="120" height="10" rx="2" fill="D"/><path d="M34 40h132q0 36-66 36T34 40z" fill="I"/><path d="M50 48h100q-6 18-50 18T50 48z" fill="L" opacity=".55"/><path d="M100 92v30M62 86l-16 26M138 86l16 26M30 72 8 90M170 72l22 18" stroke="A" stroke-width="5" stroke-linecap="round"/>',
    detail: { x: 100, y: 50, zoom: 2.4 },
  },
} satisfies Partial<Record<ProductKind, Drawing>>;
