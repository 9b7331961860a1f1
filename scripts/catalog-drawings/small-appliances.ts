import type { ProductKind } from '../../server/db/product-kinds';
import type { Drawing } from './drawing';

/** Mali kućni aparati: vacuums, coffee makers, kitchen appliances, irons. */
export const smallApplianceDrawings = {
  'canister-vacuum': {
    body: '<path d="M66 70 34 162" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M62 62l16 8-6 14-16-8z" fill="I"/><rect x="14" y="158" width="48" height="14" rx="6" fill="D"/><path d="M100 148q-44-4-30-64" stroke="A" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M92 170q-4-54 46-58h8q38 4 38 46v12z" fill="I"/><rect x="112" y="120" width="48" height="32" rx="10" fill="L" opacity=".85"/><path d="M118 140h36" stroke="D" stroke-width="2" opacity=".3"/><circle cx="126" cy="134" r="2" fill="D" opacity=".5"/><circle cx="140" cy="138" r="2" fill="D" opacity=".5"/><rect x="164" y="126" width="10" height="6" rx="3" fill="D"/><circle cx="156" cy="164" r="14" fill="D"/><circle cx="156" cy="164" r="5" fill="L"/><circle cx="100" cy="150" r="7" fill="D"/>',
    detail: { x: 136, y: 138, zoom: 2.6 },
  },
  'stick-vacuum': {
    body: '<path d="M128 40 94 160" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M124 16h14l6 40h-12z" fill="D"/><rect x="112" y="52" width="30" height="46" rx="10" fill="I"/><rect x="116" y="58" width="14" height="34" rx="6" fill="L" opacity=".85"/><rect x="131" y="100" width="12" height="22" rx="4" fill="D"/><path d="M60 160h70a6 6 0 0 1 6 6v4H54v-4a6 6 0 0 1 6-6z" fill="I"/><rect x="58" y="170" width="78" height="6" rx="3" fill="D"/><circle cx="132" cy="110" r="3" fill="A"/>',
    detail: { x: 126, y: 76, zoom: 2.8 },
  },
  'robot-vacuum': {
    body: '<ellipse cx="100" cy="122" rx="78" ry="40" fill="D"/><ellipse cx="100" cy="114" rx="78" ry="40" fill="I"/><ellipse cx="100" cy="108" rx="60" ry="28" fill="none" stroke="L" stroke-width="2" opacity=".5"/><ellipse cx="100" cy="96" rx="18" ry="9" fill="D"/><ellipse cx="100" cy="93" rx="14" ry="6" fill="A"/><path d="M36 128a70 36 0 0 0 128 0" stroke="D" stroke-width="5" fill="none"/><circle cx="84" cy="122" r="4" fill="L"/><circle cx="100" cy="126" r="5" fill="A"/><circle cx="116" cy="122" r="4" fill="L"/>',
    detail: { x: 100, y: 110, zoom: 2.6 },
  },
  'espresso-machine': {
    body: '<rect x="46" y="30" width="108" height="140" rx="8" fill="I"/><rect x="46" y="30" width="108" height="20" rx="6" fill="D"/><circle cx="80" cy="72" r="13" fill="L" stroke="D" stroke-width="3"/><path d="M80 72l6-6" stroke="D" stroke-width="2"/><circle cx="124" cy="72" r="5" fill="L"/><circle cx="138" cy="72" r="5" fill="A"/><rect x="84" y="92" width="32" height="12" rx="3" fill="D"/><rect x="88" y="104" width="24" height="8" rx="2" fill="D"/><path d="M116 106h34" stroke="D" stroke-width="7" stroke-linecap="round"/><path d="M58 96l-6 40" stroke="D" stroke-width="4" stroke-linecap="round"/><rect x="62" y="150" width="76" height="10" rx="2" fill="D"/><path d="M86 128h26v14a8 8 0 0 1-8 8h-10a8 8 0 0 1-8-8z" fill="L"/><path d="M112 132a6 6 0 0 1 0 10" stroke="L" stroke-width="3" fill="none"/>',
    detail: { x: 90, y: 86, zoom: 2.4 },
  },
  'coffee-machine': {
    body: '<rect x="52" y="22" width="96" height="150" rx="10" fill="I"/><rect x="60" y="14" width="50" height="12" rx="4" fill="D"/><rect x="64" y="38" width="72" height="40" rx="4" fill="D"/><rect x="70" y="44" width="26" height="12" rx="2" fill="A"/><circle cx="110" cy="50" r="5" fill="L"/><circle cx="124" cy="50" r="5" fill="L"/><rect x="70" y="62" width="60" height="8" rx="2" fill="L" opacity=".6"/><rect x="82" y="88" width="36" height="12" rx="4" fill="D"/><rect x="90" y="100" width="5" height="8" fill="D"/><rect x="105" y="100" width="5" height="8" fill="D"/><path d="M84 126h32v16a9 9 0 0 1-9 9H93a9 9 0 0 1-9-9z" fill="L"/><rect x="64" y="154" width="72" height="8" rx="2" fill="D"/>',
    detail: { x: 100, y: 56, zoom: 2.6 },
  },
  'electric-coffee-pot': {
    body: '<ellipse cx="100" cy="166" rx="60" ry="10" fill="D"/><rect x="40" y="150" width="120" height="16" rx="6" fill="D"/><circle cx="140" cy="158" r="3" fill="A"/><path d="M70 60h50l-2 10 6 70a10 10 0 0 1-10 10H76a10 10 0 0 1-10-10l6-70z" fill="I"/><path d="M64 54h56l6 6H70z" fill="D"/><path d="M64 54q-10-2-14 6" stroke="D" stroke-width="4" fill="none"/><path d="M120 94q30-4 52-30" stroke="D" stroke-width="9" stroke-linecap="round" fill="none"/><path d="M76 90h40" stroke="L" stroke-width="4" opacity=".6"/>',
    detail: { x: 112, y: 128, zoom: 2 },
  },
  'filter-coffee-maker': {
    body: '<rect x="50" y="24" width="100" height="36" rx="8" fill="I"/><rect x="118" y="24" width="32" height="150" rx="6" fill="I"/><rect x="122" y="70" width="12" height="60" rx="3" fill="L" opacity=".7"/><path d="M58 60h56l-10 20H68z" fill="D"/><rect x="50" y="160" width="100" height="14" rx="4" fill="D"/><circle cx="136" cy="150" r="4" fill="A"/><path d="M64 96h48l-4 60H68z" fill="L" stroke="D" stroke-width="3"/><path d="M68 126h40l-2 30H70z" fill="D" opacity=".8"/><path d="M108 104q18 2 14 24l-10 4" stroke="D" stroke-width="5" fill="none"/><rect x="60" y="90" width="56" height="8" rx="3" fill="D"/>',
    detail: { x: 92, y: 122, zoom: 2.4 },
  },
  kettle: {
    body: '<ellipse cx="98" cy="170" rx="56" ry="8" fill="D"/><rect x="44" y="158" width="108" height="12" rx="5" fill="D"/><path d="M60 60h76l8 94H52z" fill="I"/><path d="M60 60 38 44l-4 8 22 18" fill="I"/><path d="M136 68h10a16 16 0 0 1 16 16v40a16 16 0 0 1-16 16h-6" stroke="I" stroke-width="12" fill="none"/><rect x="72" y="44" width="52" height="18" rx="8" fill="D"/><rect x="92" y="36" width="14" height="10" rx="3" fill="D"/><rect x="66" y="80" width="12" height="62" rx="5" fill="L" opacity=".85"/><path d="M66 112h12" stroke="A" stroke-width="3"/><circle cx="142" cy="148" r="4" fill="A"/>',
    detail: { x: 74, y: 108, zoom: 2.6 },
  },
  toaster: {
    body: '<path d="M66 52h12v30H66zM112 52h12v30h-12z" fill="L"/><rect x="36" y="70" width="128" height="96" rx="26" fill="I"/><rect x="62" y="74" width="22" height="6" rx="3" fill="D"/><rect x="108" y="74" width="22" height="6" rx="3" fill="D"/><path d="M50 100h100" stroke="L" stroke-width="3" opacity=".4"/><rect x="156" y="96" width="14" height="8" rx="3" fill="D"/><circle cx="100" cy="134" r="10" fill="L" stroke="D" stroke-width="3"/><path d="M100 134v-7" stroke="D" stroke-width="3"/><rect x="46" y="166" width="14" height="6" fill="D"/><rect x="140" y="166" width="14" height="6" fill="D"/><path d="M66 52q6-6 12 0M112 52q6-6 12 0" stroke="A" stroke-width="3" fill="none"/>',
    detail: { x: 96, y: 70, zoom: 2.4 },
  },
  'hand-blender': {
    body: '<path d="M126 80h40l-4 86h-32z" fill="L" stroke="D" stroke-width="3" opacity=".9"/><path d="M130 120h32" stroke="A" stroke-width="3"/><rect x="74" y="16" width="36" height="76" rx="16" fill="I"/><rect x="86" y="30" width="12" height="18" rx="5" fill="D"/><circle cx="92" cy="60" r="4" fill="L"/><rect x="86" y="92" width="12" height="54" fill="D" opacity=".8"/><path d="M72 146h40l-6 22H78z" fill="D"/><path d="M82 168l10-8 10 8" stroke="A" stroke-width="3" fill="none"/>',
    detail: { x: 92, y: 154, zoom: 3 },
  },
  blender: {
    body: '<path d="M60 26h80l-10 104H70z" fill="L" stroke="D" stroke-width="4"/><rect x="56" y="18" width="88" height="12" rx="4" fill="D"/><path d="M138 44h16v60h-20" stroke="D" stroke-width="6" fill="none"/><path d="M70 96h60l-3 34H73z" fill="A" opacity=".7"/><path d="M86 118l14-8 14 8" stroke="D" stroke-width="4" fill="none"/><path d="M64 130h72l8 42H56z" fill="I"/><circle cx="100" cy="152" r="11" fill="L" stroke="D" stroke-width="3"/><path d="M100 152l6-6" stroke="D" stroke-width="3"/>',
    detail: { x: 100, y: 138, zoom: 2.4 },
  },
  'air-fryer': {
    body: '<rect x="40" y="36" width="120" height="132" rx="34" fill="I"/><rect x="62" y="46" width="76" height="32" rx="12" fill="D"/><circle cx="82" cy="62" r="9" fill="L"/><path d="M82 62l5-5" stroke="D" stroke-width="2.5"/><rect x="98" y="55" width="30" height="14" rx="3" fill="A"/><path d="M48 90h104" stroke="D" stroke-width="3"/><path d="M50 94h100v38a28 28 0 0 1-28 28H78a28 28 0 0 1-28-28z" fill="D" opacity=".2"/><rect x="72" y="106" width="56" height="22" rx="10" fill="D"/><path d="M82 117h36" stroke="L" stroke-width="3" stroke-linecap="round"/><path d="M56 150h88" stroke="L" stroke-width="2" opacity=".5"/><rect x="56" y="166" width="14" height="6" rx="2" fill="D"/><rect x="130" y="166" width="14" height="6" rx="2" fill="D"/>',
    detail: { x: 100, y: 62, zoom: 2.6 },
  },
  'steam-iron': {
    body: '<path d="M28 150q6-44 60-52h86l-4 52z" fill="I"/><path d="M28 150h142l2 10H26z" fill="D"/><path d="M96 98q4-34 34-34h38l4 34" stroke="I" stroke-width="12" fill="none" stroke-linejoin="round"/><rect x="60" y="112" width="46" height="24" rx="8" fill="L" opacity=".7"/><path d="M64 126h38" stroke="A" stroke-width="3"/><circle cx="136" cy="124" r="10" fill="L" stroke="D" stroke-width="3"/><path d="M136 124l5-6" stroke="D" stroke-width="3"/><path d="M174 120q14 4 14 20" stroke="D" stroke-width="4" fill="none"/>',
    detail: { x: 128, y: 126, zoom: 2.6 },
  },
  'steam-station': {
    body: '<rect x="30" y="128" width="140" height="46" rx="12" fill="I"/><rect x="42" y="138" width="40" height="26" rx="6" fill="L" opacity=".7"/><path d="M46 154h32" stroke="A" stroke-width="3"/><circle cx="140" cy="150" r="6" fill="D"/><circle cx="122" cy="150" r="4" fill="A"/><path d="M50 124q4-30 40-34h60l-2 34z" fill="I"/><path d="M50 124h98" stroke="D" stroke-width="5"/><path d="M100 90q2-26 26-26h22l4 26" stroke="D" stroke-width="9" fill="none"/><path d="M170 140q18-10 8-50t-26-26" stroke="D" stroke-width="5" fill="none"/>',
    detail: { x: 124, y: 150, zoom: 2.6 },
  },
} satisfies Partial<Record<ProductKind, Drawing>>;
