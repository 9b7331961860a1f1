import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, useCallback, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  useSyncExternalStore,
  useSyncExternalStoreWithSelector,
} from '../../src/lib/use-sync-external-store-shim';

type Snapshot = { readonly count: number; readonly other: number };

/** An external store whose reads can be made to fail. */
function store<T>(initial: T) {
  let snapshot = initial;
  let failing = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => {
      if (failing) throw new Error('čitanje nije uspelo');
      return snapshot;
    },
    set(next: T) {
      snapshot = next;
      changed();
    },
    fail() {
      failing = true;
      changed();
    },
  };
}

const selectCount = (snapshot: Snapshot) => ({ count: snapshot.count });
const sameCount = (a: { count: number }, b: { count: number }) => a.count === b.count;

// @xstate/react's useSelector runs on this hook (vite.config.ts points the shim here).
describe('useSyncExternalStoreWithSelector', () => {
  it('renders again only when the selection changes by isEqual, and shows the new selection', () => {
    const shop = store<Snapshot>({ count: 1, other: 1 });
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
    const shop = store<Snapshot>({ count: 1, other: 1 });
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

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>greška</p> : this.props.children);
}

describe('useSyncExternalStore', () => {
  it('mounts with one render, and shows every change, also a change back to an earlier value', () => {
    const shop = store<number>(1);
    let renders = 0;
    function Value() {
      renders += 1;
      return <p>{`vrednost ${useSyncExternalStore(shop.subscribe, shop.getSnapshot)}`}</p>;
    }
    render(<Value />);
    expect(renders).toBe(1);
    act(() => shop.set(2));
    expect(screen.getByText('vrednost 2')).toBeTruthy();
    act(() => shop.set(1));
    expect(screen.getByText('vrednost 1')).toBeTruthy();
  });

  it('a change made before the subscription (a child answering at mount) shows before the paint', () => {
    const shop = store<number>(1);
    function Child() {
      useLayoutEffect(() => shop.set(2), []);
      return null;
    }
    function Value() {
      return (
        <>
          <p>{`vrednost ${useSyncExternalStore(shop.subscribe, shop.getSnapshot)}`}</p>
          <Child />
        </>
      );
    }
    render(<Value />);
    expect(screen.getByText('vrednost 2')).toBeTruthy();
  });

  it('follows the store it is given: after a switch, the new store’s changes show', () => {
    const first = store<number>(1);
    const second = store<number>(10);
    function Value({ shop }: { shop: ReturnType<typeof store<number>> }) {
      return <p>{`vrednost ${useSyncExternalStore(shop.subscribe, shop.getSnapshot)}`}</p>;
    }
    const { rerender } = render(<Value shop={first} />);
    rerender(<Value shop={second} />);
    act(() => second.set(11));
    expect(screen.getByText('vrednost 11')).toBeTruthy();
  });

  it('a read that fails renders again, so the error reaches the error boundary', () => {
    const shop = store<number>(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Value() {
      return <p>{`vrednost ${useSyncExternalStore(shop.subscribe, shop.getSnapshot)}`}</p>;
    }
    render(
      <Boundary>
        <Value />
      </Boundary>,
    );
    act(() => shop.fail());
    expect(screen.getByText('greška')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('useSyncExternalStoreWithSelector, selectors that change', () => {
  it('a selector that reads another field shows that field at once', () => {
    const shop = store<Snapshot>({ count: 1, other: 7 });
    function Field({ field }: { field: keyof Snapshot }) {
      const select = useCallback((snapshot: Snapshot) => snapshot[field], [field]);
      return (
        <p>{`polje ${useSyncExternalStoreWithSelector(shop.subscribe, shop.getSnapshot, null, select)}`}</p>
      );
    }
    const { rerender } = render(<Field field="count" />);
    rerender(<Field field="other" />);
    expect(screen.getByText('polje 7')).toBeTruthy();
  });

  it('an inline selector (new each render) keeps the previous equal selection, so nothing below renders again', () => {
    const shop = store<Snapshot>({ count: 1, other: 1 });
    const selections: { count: number }[] = [];
    function Counter({ label }: { label: string }) {
      const selection = useSyncExternalStoreWithSelector(
        shop.subscribe,
        shop.getSnapshot,
        null,
        (snapshot: Snapshot) => ({ count: snapshot.count }),
        sameCount,
      );
      selections.push(selection);
      return <p>{`${label} ${selection.count}`}</p>;
    }
    const { rerender } = render(<Counter label="a" />);
    rerender(<Counter label="b" />);
    rerender(<Counter label="c" />);
    expect(screen.getByText('c 1')).toBeTruthy();
    expect(new Set(selections).size).toBe(1);

    act(() => shop.set({ count: 2, other: 1 }));
    rerender(<Counter label="d" />);
    expect(screen.getByText('d 2')).toBeTruthy();
    expect(new Set(selections).size).toBe(2);
  });
});
