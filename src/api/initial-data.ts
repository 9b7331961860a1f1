import type { InitialData } from '../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../contract/page-head';
import { rememberBrands } from './known-brands';

let embedded: Partial<InitialData> | null = null;
/** The address of the first screen, which the embedded data describes (read with it). */
let servedFor = '';
const here = () => (typeof location === 'undefined' ? '' : location.pathname + location.search);

/** The first-screen data the server put in the page (server/pages), read once. */
async function readEmbedded(): Promise<Partial<InitialData>> {
  if (embedded) return embedded;
  servedFor = here();
  const text = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ID)?.textContent;
  let data: unknown = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    // A page without usable data: every read asks the server.
  }
  // Like the API's answers (answer-check.ts): checked against the contract in development and tests.
  if (text && (import.meta.env.DEV || import.meta.env.MODE === 'test')) {
    const { initialDataSchema } = await import('../../contract/initial-data');
    data = initialDataSchema.parse(data);
  }
  rememberBrands(data);
  embedded = data as Partial<InitialData>;
  return embedded;
}

/**
 * The embedded `key`, if the page has it and `fits` the read asked for, so the first screen needs
 * no request. The product and the listing are taken once: a later read (a retry, a return to the
 * page) asks the server for fresh stock and prices. The category tree serves every part of the
 * first screen that shows it (header, page), until the shopper moves to another address.
 */
export async function takeEmbedded<K extends keyof InitialData>(
  key: K,
  fits: (value: NonNullable<InitialData[K]>) => boolean,
): Promise<NonNullable<InitialData[K]> | undefined> {
  const data = await readEmbedded();
  if (here() !== servedFor) {
    embedded = {};
    return undefined;
  }
  const value = data[key];
  if (value === undefined || value === null || !fits(value)) return undefined;
  if (key !== 'categories') delete data[key];
  return value;
}

/** Tests: forget what was read, so the next page's data is read afresh. */
export function forgetEmbedded(): void {
  embedded = null;
}
