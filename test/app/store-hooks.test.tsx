import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from '../../src/lib/use-sync-external-store-shim';

type Snapshot = { readonly count: number; readonly other: number };

function store(initial: Snapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
    set(next: Snapshot) {
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
}

const selectCount = (snapshot: Snapshot) => ({ count: snapshot.count });
const sameCount = (a: { count: number }, b: { count: number }) => a.count === b.count;

// @xstate/react's useSelector runs on this hook (vite.config.ts points the shim here).
describe('useSyncExternalStoreWithSelector', () => {
  it('renders again only when the selection changes by isEqual, and shows the new selection', () => {
    const shop = store({ count: 1, other: 1 });
    const renders: { count: number }[] = [];
    function Counter() {
      const selection = useSyncExternalStoreWithSelector(
        shop.subscribe,
        shop.getSnapshot,
        null,
        selectCount,
        sameCount,
      );
      renders.push(selection);
      return <p>{selection.count}</p>;
    }
    render(<Counter />);
    expect(screen.getByText('1')).toBeTruthy();
    const rendersAtStart = renders.length;

    act(() => shop.set({ count: 1, other: 2 }));
    expect(renders.length).toBe(rendersAtStart);

    act(() => shop.set({ count: 2, other: 2 }));
    expect(screen.getByText('2')).toBeTruthy();
    expect(renders.length).toBe(rendersAtStart + 1);
    expect(renders.at(-1)).toEqual({ count: 2 });
  });

  it('without isEqual, a new selection object renders again', () => {
    const shop = store({ count: 1, other: 1 });
    let renders = 0;
    function Counter() {
      const selection = useSyncExternalStoreWithSelector(shop.subscribe, shop.getSnapshot, null, selectCount);
      renders += 1;
      return <p>{selection.count}</p>;
    }
    render(<Counter />);
    const rendersAtStart = renders;
    act(() => shop.set({ count: 1, other: 2 }));
    expect(renders).toBe(rendersAtStart + 1);
  });
});
