import { type ComponentType, lazy, type ReactNode } from 'react';

/** A page loaded in its own chunk (route-level code splitting), by its named export. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

/** A layout loaded in its own chunk, by its named export. */
export function lazyLayout<K extends string>(
  load: () => Promise<Record<K, ComponentType<{ children: ReactNode }>>>,
  name: K,
): ComponentType<{ children: ReactNode }> {
  return lazy<ComponentType<{ children: ReactNode }>>(() =>
    load().then((module) => ({ default: module[name] })),
  );
}
