// wouter and @xstate/react import their store hooks from the `use-sync-external-store` shims, made
// for React < 18 and published only as CommonJS that requires React itself. vite.config.ts points
// both shims here, so the shop's runtime (Preact's compat layer) is the only one, in the build and
// in the view tests alike.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

type Store<T> = { value: T; getSnapshot: () => T };

const changed = <T>(store: Store<T>) => {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
};

/**
 * Reads an external store (a router location, an actor's snapshot) and renders again when it
 * changes. Unlike Preact's compat version, it subscribes in a layout effect: a change between the
 * render and the subscription (a screen's loader spawned and answered from the page's embedded
 * data) then shows before the browser paints, not one frame later, which moved the page (layout
 * shift).
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  _getServerSnapshot?: () => T,
): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({ store });
  }, [store, value, getSnapshot]);
  useLayoutEffect(() => {
    if (changed(store)) forceUpdate({ store });
    return subscribe(() => {
      if (changed(store)) forceUpdate({ store });
    });
  }, [store, subscribe]);
  return value;
}

/**
 * useSyncExternalStore reading a selection of the store's snapshot: the selector runs once per new
 * snapshot, and an equal selection (by `isEqual`) keeps the previous one, so no render follows.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const rendered = useRef<{ value: Selection } | null>(null);
  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | null = null;
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? memo.selection : rendered.current?.value;
      const selection =
        isEqual && (memo || rendered.current) && isEqual(previous as Selection, next)
          ? (previous as Selection)
          : next;
      memo = { snapshot, selection };
      return selection;
    };
    return [() => select(getSnapshot()), getServerSnapshot ? () => select(getServerSnapshot()) : undefined];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { value };
  }, [value]);
  return value;
}
