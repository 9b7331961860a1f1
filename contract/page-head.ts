import { formatRsd } from './format';
import { payPrice } from './money';
import { PRODUCT_FORMS, countOf } from './plural';

/**
 * A page's title, description, canonical path and robots rule: one set of rules the server's page
 * shell and the client's navigation both use, so the two heads never disagree. Imports nothing
 * but other zod-free contract modules (it ships in the first-visit bundle).
 */

export const SHOP_NAME = 'Prodavnica';
/** The id of the page's embedded first-screen data (contract/initial-data.ts has its shape). */
export const INITIAL_DATA_ID = 'initial-data';
export const HOME_TITLE = 'Prodavnica — bela tehnika, mali kućni aparati, TV i računari';
export const DEFAULT_DESCRIPTION =
  'Prodavnica — bela tehnika, mali kućni aparati, TV, računari i još mnogo toga, uz brzu isporuku širom Srbije.';
const DESCRIPTION_LENGTH = 160;

/** The headings of the catalogue's not-found pages, as their screens show them. */
export const NOT_FOUND_HEADINGS = {
  page: 'Stranica nije pronađena',
  product: 'Proizvod nije pronađen',
  category: 'Kategorija nije pronađena',
} as const;

/** A page showing one of these headings says the page does not exist: it is not indexed. */
const ERROR_HEADINGS = new Set<string>([...Object.values(NOT_FOUND_HEADINGS), 'Došlo je do greške']);

/** "Frižideri | Prodavnica". */
export function pageTitle(heading: string | undefined): string {
  return heading ? `${heading} | ${SHOP_NAME}` : SHOP_NAME;
}

/** Pages whose title or description is not made from their heading. */
const FIXED_HEADS: Readonly<Record<string, { title?: string; description?: string }>> = {
  '/': { title: HOME_TITLE },
  '/faq': {
    description: 'Odgovori na česta pitanja o poručivanju, plaćanju, isporuci i povraćaju robe u Prodavnici.',
  },
  '/kontakt': {
    description: 'Kontaktirajte Prodavnicu telefonom, e-poštom ili putem formulara — rado ćemo Vam pomoći.',
  },
  '/kako-kupovati': {
    description: 'Kako da poručite u Prodavnici: izbor proizvoda, korpa, dostava i plaćanje, korak po korak.',
  },
};

/** Paths no crawler should index or follow into: personal, one-time and search pages. */
export const PRIVATE_PATHS = [
  '/profil',
  '/korpa',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verification',
  '/verify-email',
  '/potvrdjena-kupovina',
  '/proizvodi/pretraga',
  // A comparison is one shopper's choice of products, like a search.
  '/uporedi',
  '/admin',
] as const;

/** The back office (issue 33): rendered by the browser alone, never stored, never indexed. */
export const ADMIN_PATH = '/admin';
export const isAdminPath = (pathname: string): boolean =>
  pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);

const NOINDEX_PATHS = new Set<string>([...PRIVATE_PATHS, '/error', '/proizvod/404']);

export function isNoindex(pathname: string): boolean {
  return NOINDEX_PATHS.has(pathname) || pathname.startsWith('/profil/') || isAdminPath(pathname);
}

const FILTER_KEYS = ['brand', 'minPrice', 'maxPrice', 'available', 'onSale'];

/** True when a listing's query narrows it (sort and page do not). */
export function hasListingFilters(params: URLSearchParams): boolean {
  // Spec filters are `a.<key>` (contract/attribute-filters.ts).
  return FILTER_KEYS.some((key) => params.has(key)) || [...params.keys()].some((key) => key.startsWith('a.'));
}

/** True when a listing's query asks for the sale list (onSale=true, as the API reads it). */
export function isSaleList(params: URLSearchParams): boolean {
  return ['true', '1'].includes(params.get('onSale') ?? '');
}

/**
 * A listing's heading: the category's name or "Svi proizvodi"; the sale list is "Akcija", a
 * category's sale list "Frižideri na akciji". `described` names it in the meta description.
 */
export function listingHeading(
  category: string | undefined,
  onSale: boolean,
): { heading: string; described: string } {
  if (!onSale) return { heading: category ?? 'Svi proizvodi', described: category ?? 'Svi proizvodi' };
  if (category) return { heading: `${category} na akciji`, described: `${category} na akciji` };
  return { heading: 'Akcija', described: 'Proizvodi na akciji' };
}

/**
 * The canonical path of a page: its path without the query, but a listing's page 2 (or later)
 * keeps its page when no filter is set; a filtered listing points at the unfiltered one. The sale
 * list is a page of its own (the home page links to it): it keeps onSale=true.
 */
export function canonicalPath(pathname: string, search: string): string {
  if (pathname !== '/proizvodi' && !pathname.startsWith('/proizvodi/')) return pathname;
  const params = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  if (isSaleList(params)) canonical.set('onSale', 'true');
  const otherFilters = FILTER_KEYS.some((key) => key !== 'onSale' && params.has(key));
  const page = params.get('page') ?? '';
  if (!otherFilters && /^[1-9]\d*$/.test(page) && page !== '1') canonical.set('page', page);
  const query = canonical.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whitespace collapsed and cut at a word near `max` characters, with an ellipsis. */
export function shortText(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

type ProductForHead = { name: string; description: string; price: number; discountPrice: number };

/** "Frižider X — 12.999 RSD. Opis…", at most 160 characters. */
export function productDescription(product: ProductForHead): string {
  const priced = `${product.name} — ${formatRsd(payPrice(product))}.`;
  return shortText(product.description ? `${priced} ${product.description}` : priced);
}

/** A listing's description; the count only when the list is not filtered (then it is the category's). */
export function categoryDescription(name: string, count?: number): string {
  const what = count === undefined ? name : `${name}: ${countOf(count, PRODUCT_FORMS)}`;
  return shortText(`${what} u ponudi Prodavnice, uz brzu isporuku širom Srbije.`);
}

/** The query as the search page shows it: trimmed, at most 100 characters. */
const shownQuery = (q: string | null | undefined) => q?.trim().slice(0, 100) ?? '';

/** The search page's heading: the query in Serbian quotes. */
export function searchHeading(q: string | null | undefined): string {
  const query = shownQuery(q);
  return query ? `Rezultati pretrage za „${query}“` : 'Pretraga proizvoda';
}

export type PageHead = {
  title: string;
  description: string;
  /** Path and query, to put after the shop's origin. */
  canonical: string;
  noindex: boolean;
  /**
   * What the shopper typed that the title shows (the search query): the page in Cyrillic keeps it
   * as typed, "cokolada" and not "цоколада" (src/actors/page-script.ts).
   */
  typed?: string;
};

const SEARCH_PATH = '/proizvodi/pretraga';

/** The <title>'s attribute that holds `typed`, as the server renders it and the client sets it. */
export const TYPED_ATTRIBUTE = 'data-typed';

/**
 * The head of the page at `pathname`/`search` that shows `heading` (its h1) and, for data pages,
 * its own description. The home and info pages have a fixed title or description.
 */
export function pageHead(
  pathname: string,
  search: string,
  page: { heading?: string; description?: string },
): PageHead {
  const known = FIXED_HEADS[pathname];
  const typed = pathname === SEARCH_PATH ? shownQuery(new URLSearchParams(search).get('q')) : '';
  return {
    title: known?.title ?? pageTitle(page.heading),
    description: page.description ?? known?.description ?? DEFAULT_DESCRIPTION,
    canonical: canonicalPath(pathname, search),
    noindex: isNoindex(pathname) || ERROR_HEADINGS.has(page.heading ?? ''),
    ...(typed ? { typed } : {}),
  };
}
