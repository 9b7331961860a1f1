/**
 * A loader holds one read of server data a screen shows (a product list, a product, the order
 * history…). The query is what the screen asks for (filters from the URL, a slug, an id).
 */
export type LoaderContext<TQuery = unknown, TData = unknown> = {
  query: TQuery;
  /** The last data that arrived; kept while a new query loads, so the screen does not jump. */
  data: TData | null;
  /** The Serbian text of the last failure (spec §8: errors reach the view that asked). */
  error: string | null;
};

/** What a screen opens its loader with: the query, and the answer the page arrived with, if any. */
export type LoaderInput = { query: unknown; loaded?: unknown };

export type LoaderEvent<TQuery = unknown> =
  /** The screen asks for something else (the URL changed): load it, dropping any older answer. */
  | { type: 'loader.load'; query: TQuery }
  /** Load the same query again (the "Pokušajte ponovo" button after a failure). */
  | { type: 'loader.retry' }
  /** The server's data changed (the shopper's own review): read the same query again, showing the last meanwhile. */
  | { type: 'loader.reload' };

/*
 * The actor src/actors provides:
 *   load  input: TQuery  output: TData  one src/api call
 */
