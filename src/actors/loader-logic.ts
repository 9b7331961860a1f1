import { fromPromise } from 'xstate';
import { loaderMachine } from '../../machines/loader/loader.machine';

/**
 * A read the server makes while it renders the page (public catalogue data only), so the page
 * arrives with it: `name` keys it in the page (src/lib/page-reads.ts), `load` is the same call.
 */
export type PageRead = { name: string; load: (query: unknown) => Promise<unknown> };

const pageReads = new WeakMap<object, PageRead>();

/** The page read of a loader made with `{ page: name }`, if it is one. */
export const pageReadOf = (logic: object): PageRead | undefined => pageReads.get(logic);

/**
 * A loader machine whose `load` is one src/api call; typed for the hook that reads it. With
 * `page`, the server makes the same read when it renders the page, under that name.
 */
export function createLoader<TQuery, TData>(
  load: (query: TQuery) => Promise<TData>,
  options: { page?: string } = {},
) {
  const logic = loaderMachine.provide({
    actors: { load: fromPromise<unknown, unknown>(({ input }) => load(input as TQuery)) },
  }) as typeof loaderMachine & { readonly __types?: { query: TQuery; data: TData } };
  if (options.page) pageReads.set(logic, { name: options.page, load: load as PageRead['load'] });
  return logic;
}

export type LoaderLogic<TQuery, TData> = ReturnType<typeof createLoader<TQuery, TData>>;
