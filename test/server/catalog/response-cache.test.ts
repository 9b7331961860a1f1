import { describe, expect, it } from 'vitest';
import { ResponseCache, etagOf } from '../../../server/cache/response-cache';

describe('the in-process response cache', () => {
  it('loads once, then answers from memory with the same ETag until its lifetime ends', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ResponseCache(30_000, 10, () => now);
    const load = async () => ({ stock: ++loads });
    const first = await cache.get('/api/products/x', load);
    expect(first).toEqual({ body: { stock: 1 }, etag: etagOf({ stock: 1 }) });
    now = 29_999;
    expect((await cache.get('/api/products/x', load)).body).toEqual({ stock: 1 });
    now = 30_000;
    expect((await cache.get('/api/products/x', load)).body).toEqual({ stock: 2 });
  });

  it('does not keep an answer whose read began before a change cleared the cache', async () => {
    const cache = new ResponseCache();
    let release: () => void = () => {};
    const slowRead = cache.get('/api/categories', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'before the change';
    });
    cache.clear();
    release();
    expect((await slowRead).body).toBe('before the change');
    expect(cache.size).toBe(0);
    expect((await cache.get('/api/categories', async () => 'after the change')).body).toBe(
      'after the change',
    );
  });

  it('drops the oldest answer beyond its size', async () => {
    const cache = new ResponseCache(30_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'reloaded')).body).toBe('reloaded');
  });

  it('answers concurrent misses of one key with one load', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await Promise.resolve();
      return 'listing';
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('/api/products', load)));
    expect(loads).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(Array(5).fill('listing'));
  });
});
