import type { InitialData } from '../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../contract/page-head';

let embedded: Partial<InitialData> | null = null;

/** The first-screen data the server put in the page (server/pages), read once. */
async function readEmbedded(): Promise<Partial<InitialData>> {
  if (embedded) return embedded;
  const text = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ID)?.textContent;
  let data: unknown = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    // A page without usable data: every read asks the server.
  }
  // Like the API's answers (answer-check.ts): checked against the contract in development and tests.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { initialDataSchema } = await import('../../contract/initial-data');
    data = initialDataSchema.parse(data);
  }
  embedded = data as Partial<InitialData>;
  return embedded;
}

/**
 * The embedded `key`, if the page has it and `fits` the read asked for, so the first load of the
 * screen needs no request. Each part is taken once: a later read (a retry, a return to the page)
 * asks the server for fresh data.
 */
export async function takeEmbedded<K extends keyof InitialData>(
  key: K,
  fits: (value: NonNullable<InitialData[K]>) => boolean,
): Promise<NonNullable<InitialData[K]> | undefined> {
  const data = await readEmbedded();
  const value = data[key];
  if (value === undefined || value === null || !fits(value)) return undefined;
  delete data[key];
  return value;
}

/** Tests: forget what was read, so the next page's data is read afresh. */
export function forgetEmbedded(): void {
  embedded = null;
}
