import type { InspectionEvent, Observer } from 'xstate';

/** In development, `?inspect` in the page URL opens the Stately inspector on the root actor. */
export function wantsInspector(search: string, isDev: boolean): boolean {
  return isDev && new URLSearchParams(search).has('inspect');
}

/** The inspector's observer, loaded only in dev (the production build drops this branch). */
export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
