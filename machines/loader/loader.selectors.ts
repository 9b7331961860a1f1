import type { SnapshotFrom } from 'xstate';
import type { loaderMachine } from './loader.machine';

type LoaderSnapshot = SnapshotFrom<typeof loaderMachine>;

/** What a screen shows of its data. */
export type LoaderView = {
  /** 'loading' (the first load, a new query, or about to start one), 'loaded' or 'failed'. */
  status: 'loading' | 'loaded' | 'failed';
  /** The last data that arrived (kept while a new query loads). */
  data: unknown;
  /** The Serbian text of the last failure. */
  error: string | null;
};

export const selectLoaderView = (snapshot: LoaderSnapshot): LoaderView => ({
  status: snapshot.value === 'starting' ? 'loading' : (snapshot.value as LoaderView['status']),
  data: snapshot.context.data,
  error: snapshot.context.error,
});
