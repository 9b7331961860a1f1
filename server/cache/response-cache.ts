import { createHash } from 'node:crypto';

export type CachedAnswer = { body: unknown; etag: string };

type Entry = CachedAnswer & { expiresAt: number };

const MAX_ENTRIES = 2_000;

/** A strong ETag of an answer: the hash of its JSON. */
export function etagOf(body: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

/**
 * Catalogue answers kept in this process by URL, for at most `ttlMs`, the oldest dropped beyond
 * `maxEntries`. `clear()` drops everything; a read that began before a clear is not stored, so an
 * answer computed from the database as it was before a change never outlives the change.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
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
    const generation = this.generation;
    const body = await load();
    const answer = { body, etag: etagOf(body) };
    if (generation === this.generation && this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { ...answer, expiresAt: this.now() + this.ttlMs });
    }
    return answer;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
