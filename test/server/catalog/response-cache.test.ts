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

describe('the ETag of an answer', () => {
  it('is the quoted base64url SHA-1 of the JSON text, or of the text itself when the answer is already JSON text', () => {
    expect(etagOf('abc')).toBe('"qZk-NkcGgWq6PiVxeFDCbJzQ2J0"');
    expect(etagOf('[1,2]')).toBe('"uHSpyyNvyIpjb61lakAeI7ZDANo"');
    expect(etagOf([1, 2])).toBe('"uHSpyyNvyIpjb61lakAeI7ZDANo"');
    expect(etagOf({ stock: 1 })).toBe('"EEbF3EBRn96sKhTNm3Q8pg3NDKY"');
  });
});

describe('the in-process response cache, edge by edge', () => {
  it('answers a kept entry with its ETag: the hash of the body it loaded', async () => {
    const cache = new ResponseCache(30_000, 10, () => 0);
    await cache.get('k', async () => 'abc');
    const hit = await cache.get('k', async () => 'other');
    expect(hit.body).toBe('abc');
    expect(hit.etag).toBe('"qZk-NkcGgWq6PiVxeFDCbJzQ2J0"');
  });

  it('loads again after clear(), even an answer that was kept', async () => {
    const cache = new ResponseCache(30_000, 10, () => 0);
    await cache.get('k', async () => 'old');
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.get('k', async () => 'new')).body).toBe('new');
  });

  it('keeps nothing when its lifetime is 0: every read loads', async () => {
    const cache = new ResponseCache(0, 10, () => 0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops an expired entry even when its reload fails', async () => {
    let now = 0;
    const cache = new ResponseCache(1_000, 10, () => now);
    await cache.get('k', async () => 'kept');
    now = 1_000;
    await expect(
      cache.get('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
  });

  it('counts a reloaded entry as the newest: the next one beyond its size drops another', async () => {
    let now = 0;
    const cache = new ResponseCache(1_000, 2, () => now);
    await cache.get('a', async () => 'a1');
    now = 500;
    await cache.get('b', async () => 'b1');
    now = 1_000;
    // 'a' expired and is loaded again: it is now newer than 'b'.
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect((await cache.get('a', async () => 'a3')).body).toBe('a2');
    expect((await cache.get('b', async () => 'b2')).body).toBe('b2');
  });

  it('loads again after a failed load instead of answering the failure once more', async () => {
    const cache = new ResponseCache();
    await expect(
      cache.get('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect((await cache.get('k', async () => 'back')).body).toBe('back');
  });

  it('does not share a load that began before clear() with a read that comes after it', async () => {
    const cache = new ResponseCache();
    let release: () => void = () => {};
    const before = cache.get('k', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'before';
    });
    cache.clear();
    const after = cache.get('k', async () => 'after');
    release();
    expect((await before).body).toBe('before');
    expect((await after).body).toBe('after');
  });

  it('still shares the load that began after clear() once the older load has ended', async () => {
    const cache = new ResponseCache(0);
    let releaseOld: () => void = () => {};
    let releaseNew: () => void = () => {};
    let loads = 0;
    const old = cache.get('k', async () => {
      loads++;
      await new Promise<void>((resolve) => {
        releaseOld = resolve;
      });
      return 'old';
    });
    cache.clear();
    const newer = cache.get('k', async () => {
      loads++;
      await new Promise<void>((resolve) => {
        releaseNew = resolve;
      });
      return 'new';
    });
    releaseOld();
    await old;
    const joined = cache.get('k', async () => {
      loads++;
      return 'third';
    });
    releaseNew();
    expect((await newer).body).toBe('new');
    expect((await joined).body).toBe('new');
    expect(loads).toBe(2);
  });
});
