import type { SnapshotFrom } from 'xstate';
import type { loaderMachine } from './loader.machine';

type LoaderSnapshot = SnapshotFrom<typeof loaderMachine>;

/** 'loading' (first load or a new query), 'loaded' or 'failed'. */
export const selectLoaderStatus = (snapshot: LoaderSnapshot) =>
  snapshot.value as 'loading' | 'loaded' | 'failed';

/** The last data that arrived (kept while a new query loads). */
export const selectLoaderData = (snapshot: LoaderSnapshot) => snapshot.context.data;

/** The Serbian text of the last failure. */
export const selectLoaderError = (snapshot: LoaderSnapshot) => snapshot.context.error;
