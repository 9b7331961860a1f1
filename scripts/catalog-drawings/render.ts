import { type ImageView, type ProductKind, productKinds } from '../../server/db/product-kinds';
import { catalogDrawings } from './catalog-drawings';
import type { Drawing, Palette } from './drawing';

const SIZE = 800;
const GRID = SIZE / 200;

const viewNames: Record<ImageView, string> = { front: 'spreda', side: 'sa strane', detail: 'detalj' };

function paint(body: string, palette: Palette): string {
  const colours: Record<string, string> = {
    I: palette.body,
    A: palette.accent,
    D: palette.dark,
    L: palette.light,
    B: palette.background,
  };
  return body.replace(/"([IADLB])"/g, (_, letter: string) => `"${colours[letter]}"`);
}

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 9}" fill="#000" opacity=".08"/>`;

/** Each view places the same drawing (`#p`) differently on the canvas. */
function viewBody(view: ImageView, drawing: Drawing, palette: Palette): string {
  if (view === 'front') return `${shadow(400, 740, 280)}<use href="#p" transform="scale(${GRID})"/>`;
  if (view === 'side') {
    // Turned a little to the right: the front squeezed and sheared, with a dark silhouette stacked
    // behind it as the side that comes into view.
    const depth = Array.from(
      { length: 8 },
      (_, step) =>
        `<use href="#p" filter="url(#s)" transform="translate(${8 - step} ${-(8 - step) * 0.6})"/>`,
    ).join('');
    return `${shadow(420, 745, 250)}<g transform="translate(120 110) scale(${GRID * 0.78} ${GRID * 0.82}) skewY(-9) translate(0 14)">${depth}<use href="#p"/></g>`;
  }
  const { x, y, zoom } = drawing.detail;
  return `<clipPath id="c"><rect x="24" y="24" width="752" height="752" rx="48"/></clipPath><g clip-path="url(#c)"><use href="#p" transform="translate(400 400) scale(${GRID * zoom}) translate(${-x} ${-y})"/></g><rect x="24" y="24" width="752" height="752" rx="48" fill="none" stroke="${palette.accent}" stroke-width="16"/>`;
}

/** One view of a product type's drawing as an SVG file's text. */
export function renderView(kind: ProductKind, view: ImageView, palette: Palette): string {
  const drawing = catalogDrawings[kind];
  const label = productKinds[kind].label;
  const silhouette = `<filter id="s"><feFlood flood-color="${palette.dark}"/><feComposite in2="SourceAlpha" operator="in"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${label}, ${viewNames[view]}"><defs>${view === 'side' ? silhouette : ''}<g id="p">${paint(drawing.body, palette)}</g></defs><rect width="${SIZE}" height="${SIZE}" fill="${palette.background}"/>${viewBody(view, drawing, palette)}</svg>\n`;
}

const placeholderPalette: Palette = {
  background: '#f1f2f4',
  body: '#9aa1ab',
  accent: '#b8bec7',
  dark: '#9aa1ab',
  light: '#ffffff',
};
/** The image shown for a product without images. */
export function renderPlaceholder(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="Slika nije dostupna"><rect width="${SIZE}" height="${SIZE}" fill="${placeholderPalette.background}"/><g transform="scale(${GRID})">${paint(
    '<rect x="50" y="55" width="100" height="90" rx="8" stroke="A" stroke-width="8" fill="none"/><circle cx="80" cy="85" r="10" fill="A"/><path d="M58 138l30-30 20 18 14-12 22 24z" fill="A"/>',
    placeholderPalette,
  )}</g></svg>\n`;
}
