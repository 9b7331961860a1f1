import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { loaderMachine } from '../../machines/loader/loader.machine';
import { selectLoaderView } from '../../machines/loader/loader.selectors';
import type { LoaderLogic } from '../actors/loader-logic';
import { type Arrived, useArrived } from './page-reads';
import { useScreenActor } from './use-screen-actor';

export type Loaded<TData> = {
  status: 'loading' | 'loaded' | 'failed';
  /** The last data that arrived (kept while a new query loads). */
  data: TData | null;
  /** The Serbian text of the failure, when status is 'failed'. */
  error: string | null;
  retry: () => void;
};

type View = Omit<Loaded<unknown>, 'retry'>;

const selectView = (snapshot: SnapshotFrom<typeof loaderMachine> | undefined): View | undefined =>
  snapshot && selectLoaderView(snapshot);

/**
 * Before the root actor has spawned the loader (the screen's first render, on the server and in
 * hydration): what the page arrived with, or about to load.
 */
const firstView = (arrived: Arrived | undefined): View =>
  arrived
    ? { status: 'loaded', data: arrived.data, error: null }
    : { status: 'loading', data: null, error: null };

/**
 * Runs a loader (src/actors/screen-data.ts) for this screen: it loads `query` at once (unless the
 * page arrived with that read, src/lib/page-reads.ts) and again
 * whenever the query changes (compared by value, so a query object may be rebuilt every render).
 * The loader runs in the shop's actor system (a child of the root actor), so the inspector and
 * `?inspect` see every catalogue read beside the statecharts.
 */
export function useLoader<TQuery, TData>(
  logic: LoaderLogic<TQuery, TData>,
  query: TQuery,
  /** `systemId`: the name a machine reloads it by (`loader.reload` through the system). */
  { systemId }: { systemId?: string } = {},
): Loaded<TData> {
  const arrived = useArrived(logic, query);
  const actor = useScreenActor(
    'loader',
    logic,
    arrived ? { query, loaded: arrived.data } : { query },
    systemId,
  );
  const key = JSON.stringify(query ?? null);
  const loadedKey = useRef(key);
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    actor?.send({ type: 'loader.load', query });
  }, [actor, key, query]);
  const view = useSelector(actor, selectView, shallowEqual) ?? firstView(arrived);
  return { ...(view as Omit<Loaded<TData>, 'retry'>), retry: () => actor?.send({ type: 'loader.retry' }) };
}
