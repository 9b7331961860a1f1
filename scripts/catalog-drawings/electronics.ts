import type { ProductKind } from '../../server/db/product-kinds';
import type { Drawing } from './drawing';

/** TV i audio: televisions, speakers, soundbars, headphones. */
export const audioVideoDrawings = {
  tv: {
    body: '<rect x="14" y="34" width="172" height="104" rx="4" fill="D"/><rect x="19" y="39" width="162" height="94" fill="A"/><path d="M19 110l40-34 30 26 26-18 66 44v5H19z" fill="L" opacity=".55"/><circle cx="150" cy="64" r="10" fill="L" opacity=".8"/><rect x="92" y="134" width="16" height="3" rx="1" fill="L" opacity=".6"/><path d="M40 138l-10 32M160 138l10 32" stroke="I" stroke-width="6" stroke-linecap="round"/><path d="M22 170h20M158 170h20" stroke="I" stroke-width="6" stroke-linecap="round"/>',
    detail: { x: 44, y: 140, zoom: 2.4 },
  },
  'bluetooth-speaker': {
    body: '<rect x="30" y="76" width="140" height="76" rx="38" fill="I"/><rect x="46" y="84" width="108" height="60" rx="10" fill="D"/><g fill="A" opacity=".7"><circle cx="62" cy="100" r="3"/><circle cx="78" cy="100" r="3"/><circle cx="94" cy="100" r="3"/><circle cx="110" cy="100" r="3"/><circle cx="126" cy="100" r="3"/><circle cx="142" cy="100" r="3"/><circle cx="62" cy="114" r="3"/><circle cx="78" cy="114" r="3"/><circle cx="94" cy="114" r="3"/><circle cx="110" cy="114" r="3"/><circle cx="126" cy="114" r="3"/><circle cx="142" cy="114" r="3"/><circle cx="62" cy="128" r="3"/><circle cx="78" cy="128" r="3"/><circle cx="94" cy="128" r="3"/><circle cx="110" cy="128" r="3"/><circle cx="126" cy="128" r="3"/><circle cx="142" cy="128" r="3"/></g><rect x="76" y="68" width="48" height="10" rx="4" fill="L"/><path d="M84 73h8M96 73h8M108 73h8" stroke="D" stroke-width="3"/><path d="M168 100q18 4 12 30" stroke="A" stroke-width="5" fill="none"/>',
    detail: { x: 100, y: 78, zoom: 2.6 },
  },
  soundbar: {
    body: '<rect x="122" y="52" width="56" height="118" rx="8" fill="I"/><circle cx="150" cy="92" r="20" fill="D"/><circle cx="150" cy="92" r="8" fill="A"/><rect x="12" y="128" width="150" height="26" rx="12" fill="D"/><path d="M24 141h126" stroke="I" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 4"/><circle cx="150" cy="141" r="2.5" fill="A"/><rect x="30" y="154" width="16" height="6" fill="I"/><rect x="130" y="154" width="16" height="6" fill="I"/>',
    detail: { x: 140, y: 140, zoom: 3 },
  },
  'wireless-headphones': {
    body: '<path d="M46 118V96a54 54 0 0 1 108 0v22" stroke="I" stroke-width="12" fill="none"/><path d="M56 70a50 50 0 0 1 88 0" stroke="L" stroke-width="5" fill="none" opacity=".6"/><rect x="26" y="100" width="40" height="70" rx="18" fill="I"/><rect x="134" y="100" width="40" height="70" rx="18" fill="I"/><rect x="54" y="106" width="14" height="58" rx="7" fill="D"/><rect x="132" y="106" width="14" height="58" rx="7" fill="D"/><circle cx="154" cy="124" r="4" fill="A"/><rect x="150" y="136" width="8" height="16" rx="4" fill="L"/>',
    detail: { x: 152, y: 136, zoom: 2.8 },
  },
  'wired-headphones': {
    body: '<path d="M66 78q10 50 34 62M134 78q-10 50-34 62M100 140v24" stroke="D" stroke-width="4" fill="none"/><circle cx="62" cy="62" r="18" fill="I"/><circle cx="62" cy="62" r="8" fill="A"/><path d="M66 78l4 10" stroke="I" stroke-width="9" stroke-linecap="round"/><circle cx="138" cy="62" r="18" fill="I"/><circle cx="138" cy="62" r="8" fill="A"/><path d="M134 78l-4 10" stroke="I" stroke-width="9" stroke-linecap="round"/><rect x="112" y="104" width="10" height="20" rx="4" fill="I"/><rect x="94" y="162" width="12" height="18" rx="3" fill="I"/><rect x="97.5" y="180" width="5" height="14" fill="L"/><path d="M97.5 186h5" stroke="D" stroke-width="1.5"/>',
    detail: { x: 100, y: 178, zoom: 3 },
  },
} satisfies Partial<Record<ProductKind, Drawing>>;

/** Računari i telefoni: laptops, phones, monitors, tablets. */
export const computerDrawings = {
  laptop: {
    body: '<rect x="38" y="34" width="124" height="86" rx="6" fill="I"/><rect x="45" y="41" width="110" height="72" rx="2" fill="A"/><path d="M45 96l30-22 22 16 20-12 38 26v9H45z" fill="L" opacity=".5"/><path d="M22 124h156l-12 34H34z" fill="I"/><path d="M40 130h120M38 137h124M36 144h128" stroke="D" stroke-width="4" stroke-dasharray="6 2"/><rect x="84" y="148" width="32" height="7" rx="2" fill="D"/><rect x="18" y="158" width="164" height="6" rx="3" fill="D"/>',
    detail: { x: 100, y: 142, zoom: 2.6 },
  },
  phone: {
    body: '<rect x="64" y="16" width="72" height="164" rx="14" fill="D"/><rect x="69" y="21" width="62" height="154" rx="10" fill="A"/><circle cx="100" cy="30" r="3.5" fill="D"/><g fill="L" opacity=".85"><rect x="76" y="44" width="14" height="14" rx="4"/><rect x="93" y="44" width="14" height="14" rx="4"/><rect x="110" y="44" width="14" height="14" rx="4"/><rect x="76" y="64" width="14" height="14" rx="4"/><rect x="93" y="64" width="14" height="14" rx="4"/><rect x="110" y="64" width="14" height="14" rx="4"/><rect x="76" y="150" width="48" height="14" rx="7"/></g><rect x="136" y="50" width="3" height="22" rx="1" fill="I"/><rect x="92" y="178" width="16" height="3" rx="1.5" fill="I"/>',
    detail: { x: 100, y: 40, zoom: 3 },
  },
  monitor: {
    body: '<rect x="18" y="28" width="164" height="102" rx="5" fill="D"/><rect x="23" y="33" width="154" height="88" fill="A"/><rect x="31" y="41" width="60" height="36" rx="2" fill="L" opacity=".8"/><rect x="97" y="41" width="72" height="20" rx="2" fill="L" opacity=".5"/><rect x="97" y="66" width="72" height="48" rx="2" fill="L" opacity=".35"/><rect x="18" y="121" width="164" height="9" fill="I"/><circle cx="168" cy="125.5" r="2" fill="A"/><rect x="92" y="130" width="16" height="32" fill="I"/><path d="M60 170q0-8 8-8h64q8 0 8 8z" fill="I"/>',
    detail: { x: 100, y: 140, zoom: 2.6 },
  },
  tablet: {
    body: '<rect x="22" y="44" width="148" height="108" rx="12" fill="D"/><rect x="30" y="52" width="132" height="92" rx="5" fill="A"/><path d="M30 124l36-28 26 18 24-14 46 30v9a5 5 0 0 1-5 5H35a5 5 0 0 1-5-5z" fill="L" opacity=".5"/><circle cx="134" cy="76" r="10" fill="L" opacity=".8"/><circle cx="26" cy="98" r="2" fill="I"/><path d="M178 40l8 2-4 118-4 6-4-6z" fill="I"/><path d="M178 160l4 6 4-6" fill="D"/>',
    detail: { x: 176, y: 150, zoom: 2.8 },
  },
} satisfies Partial<Record<ProductKind, Drawing>>;
