import type { ZodMiniType } from 'zod/mini';
import type { KeyValueStore } from './browser';

/**
 * A list the shop keeps in localStorage under `key` (the comparison, the recently viewed): read as
 * `schema` says, a missing entry or one the shop did not write being an empty list; written back
 * whole, an empty list leaving no entry.
 */
export function storedList<T>(storage: KeyValueStore, key: string, schema: ZodMiniType<T[]>) {
  return {
    read(): T[] {
      try {
        const parsed = schema.safeParse(JSON.parse(storage.getItem(key) ?? '[]'));
        return parsed.success ? parsed.data : [];
      } catch {
        return [];
      }
    },
    write(items: readonly T[]) {
      if (items.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(items));
    },
  };
}
