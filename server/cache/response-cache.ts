import { createHash } from 'node:crypto';

export type CachedAnswer = { body: unknown; etag: string };

type Entry = CachedAnswer & { expiresAt: number };

const MAX_ENTRIES = 2_000;

/** A strong ETag of an answer: the hash of its JSON (or of the JSON text it already is). */
export function etagOf(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `"${createHash('sha1').update(text).digest('base64url')}"`;
}

/**
 * Catalogue answers kept in this process by URL, for at most `ttlMs`, the oldest dropped beyond
 * `maxEntries`. `clear()` drops everything; a read that began before a clear is not stored, so an
 * answer computed from the database as it was before a change never outlives the change.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; answer: Promise<CachedAnswer> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached;
    if (cached) this.entries.delete(key);
    // Concurrent misses of one key share one load: fifty shoppers opening a page the moment its
    // answer expired cost one query, not fifty.
    const generation = this.generation;
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.answer;
    const answer = load().then((body) => ({ body, etag: etagOf(body) }));
    this.loading.set(key, { generation, answer });
    try {
      const loaded = await answer;
      if (generation === this.generation && this.ttlMs > 0) {
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, { ...loaded, expiresAt: this.now() + this.ttlMs });
      }
      return loaded;
    } finally {
      if (this.loading.get(key)?.answer === answer) this.loading.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
