import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { loaderMachine } from '../../machines/loader/loader.machine';
import type { LoaderLogic } from '../actors/loader-logic';

export type Loaded<TData> = {
  status: 'loading' | 'loaded' | 'failed';
  /** The last data that arrived (kept while a new query loads). */
  data: TData | null;
  /** The Serbian text of the failure, when status is 'failed'. */
  error: string | null;
  retry: () => void;
};

const selectView = (snapshot: SnapshotFrom<typeof loaderMachine>) => ({
  status: snapshot.value as Loaded<unknown>['status'],
  data: snapshot.context.data,
  error: snapshot.context.error,
});

/**
 * Runs a loader (src/actors/screen-data.ts) for this screen: it loads `query` at once and again
 * whenever the query changes (compared by value, so a query object may be rebuilt every render).
 */
export function useLoader<TQuery, TData>(logic: LoaderLogic<TQuery, TData>, query: TQuery): Loaded<TData> {
  const actor = useActorRef(logic, { input: query });
  const key = JSON.stringify(query ?? null);
  const loadedKey = useRef(key);
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    actor.send({ type: 'loader.load', query });
  }, [actor, key, query]);
  const view = useSelector(actor, selectView, shallowEqual);
  return { ...(view as Omit<Loaded<TData>, 'retry'>), retry: () => actor.send({ type: 'loader.retry' }) };
}
