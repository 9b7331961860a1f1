import { createContext, use, useContext } from 'react';
import { type PageRead, pageReadOf } from '../actors/loader-logic';
import { rememberBrands } from '../api/known-brands';

/** A read the page holds: its answer, as the loader's `load` resolved it on the server. */
export type Arrived = { data: unknown };

/**
 * The reads a page was rendered with, keyed by loader and query. On the server the first render
 * of a screen makes each read (suspending until it answers); in the browser the page's embedded
 * answers serve the same screens, so hydration renders what the server rendered and no loader asks
 * again.
 */
export type PageReads = {
  /** The answer of `read` for `query`, if the page has one. */
  arrived(read: PageRead, query: unknown): Arrived | undefined;
};

const none: PageReads = { arrived: () => undefined };

export const PageReadsContext = createContext<PageReads>(none);

/** The key of one read in the page: the loader's page name and the query as JSON. */
export const readKey = (name: string, query: unknown) => `${name} ${JSON.stringify(query ?? null)}`;

/** The answer the page arrived with for this screen's read, if the loader is a page read. */
export function useArrived(logic: object, query: unknown): Arrived | undefined {
  const reads = useContext(PageReadsContext);
  const read = pageReadOf(logic);
  return read ? reads.arrived(read, query) : undefined;
}

/**
 * The server's reads while it renders one page: each read is made once, the render waits for it
 * (React's `use`), and `answered()` lists the answers to embed. A failed read is left to the
 * browser, which shows its loading state and asks again.
 */
export function serverReads(): PageReads & { answered(): Record<string, unknown> } {
  const started = new Map<string, Promise<Arrived | undefined>>();
  const answers: Record<string, unknown> = {};
  return {
    arrived(read, query) {
      const key = readKey(read.name, query);
      let answer = started.get(key);
      if (!answer) {
        answer = read.load(query).then(
          (data) => {
            answers[key] = data;
            return { data };
          },
          () => undefined,
        );
        started.set(key, answer);
      }
      return use(answer);
    },
    answered: () => answers,
  };
}

const here = () => window.location.pathname + window.location.search;

/**
 * The answers the server embedded in the page it rendered at `servedFor`. They describe that
 * address only: once the shopper has moved elsewhere they are dropped, so a later visit of a page
 * reads fresh prices and stock.
 */
export function embeddedReads(answers: Record<string, unknown>, servedFor = here()): PageReads {
  let held: Record<string, unknown> | null = answers;
  for (const data of Object.values(answers)) rememberBrands(data);
  return {
    arrived(read, query) {
      if (held && here() !== servedFor) held = null;
      const key = readKey(read.name, query);
      return held && Object.hasOwn(held, key) ? { data: held[key] } : undefined;
    },
  };
}
