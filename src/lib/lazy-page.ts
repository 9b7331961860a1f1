import { type ComponentType, createContext, createElement, lazy, type ReactNode, useContext } from 'react';

/**
 * The lazily loaded parts (pages, layouts) one server render showed, by name: the page names them
 * so the browser loads their chunks before it hydrates (src/app/main.tsx).
 */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

const preloads = new Map<string, () => Promise<unknown>>();

/** Loads the named parts' chunks; hydration then finds each one ready and renders it at once. */
export async function preloadParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => preloads.get(name)?.()));
}

/** An already loaded module for React.lazy: a thenable that answers at once, so nothing suspends. */
// biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable; this one settles synchronously on purpose.
const settled = <T>(value: T) => ({ then: (fulfil: (value: T) => void) => fulfil(value) });

function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return { default: loaded };
  };
  preloads.set(name, loadOnce);
  const Lazy = lazy(
    () => (loaded ? settled({ default: loaded }) : loadOnce()) as Promise<{ default: ComponentType<P> }>,
  );
  function Part(props: P) {
    useContext(RenderedPartsContext)?.add(name);
    return createElement(Lazy as ComponentType<P>, props);
  }
  Part.displayName = name;
  return Part;
}

/** A page loaded in its own chunk (route-level code splitting), by its named export. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazyPart(name, () => load().then((module) => module[name]));
}

/** A layout loaded in its own chunk, by its named export. */
export function lazyLayout<K extends string>(
  load: () => Promise<Record<K, ComponentType<{ children: ReactNode }>>>,
  name: K,
): ComponentType<{ children: ReactNode }> {
  return lazyPart(name, () => load().then((module) => module[name]));
}
