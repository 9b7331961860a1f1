import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import countersPlugin, {
  type Counters,
  memoryCounters,
  redisCounters,
  resilientCounters,
} from '../../../server/plugins/counters';

/** A Redis stand-in that records each command, counts like INCR, and can be made to stop answering. */
function fakeRedis() {
  const calls: unknown[][] = [];
  const values = new Map<string, number>();
  const state = { down: false };
  const answer = <T>(value: T) =>
    state.down ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve(value);
  const redis = {
    multi() {
      const queued: (() => unknown)[] = [];
      const chain = {
        incr(key: string) {
          calls.push(['incr', key]);
          queued.push(() => {
            values.set(key, (values.get(key) ?? 0) + 1);
            return values.get(key);
          });
          return chain;
        },
        pexpire(...args: unknown[]) {
          calls.push(['pexpire', ...args]);
          queued.push(() => 1);
          return chain;
        },
        exec: () => answer(null).then(() => queued.map((run) => [null, run()])),
      };
      return chain;
    },
    get(key: string) {
      calls.push(['get', key]);
      return answer(values.has(key) ? String(values.get(key)) : null);
    },
    del(key: string) {
      calls.push(['del', key]);
      return answer(null).then(() => Number(values.delete(key)));
    },
  };
  return { redis: redis as unknown as Redis, calls, values, state };
}

describe('counters in memory', () => {
  it('counts hits of a key within its window, starting at 1, and answers 0 for a key never hit', async () => {
    const counters = memoryCounters(() => 0);
    expect(await counters.get('login:a@b.rs')).toBe(0);
    expect(await counters.hit('login:a@b.rs', 1_000)).toBe(1);
    expect(await counters.hit('login:a@b.rs', 1_000)).toBe(2);
    expect(await counters.get('login:a@b.rs')).toBe(2);
    expect(await counters.get('login:other')).toBe(0);
  });

  it('keeps the count until the window ends, measured from the first hit, and starts over at its end', async () => {
    let now = 0;
    const counters = memoryCounters(() => now);
    await counters.hit('k', 1_000);
    now = 999;
    expect(await counters.hit('k', 1_000)).toBe(2);
    expect(await counters.get('k')).toBe(2);
    now = 1_000;
    expect(await counters.get('k')).toBe(0);
    expect(await counters.hit('k', 1_000)).toBe(1);
    now = 1_999;
    expect(await counters.get('k')).toBe(1);
  });

  it('forgets a key on reset, and only that key', async () => {
    const counters = memoryCounters(() => 0);
    await counters.hit('a', 1_000);
    await counters.hit('b', 1_000);
    await counters.reset('a');
    expect(await counters.get('a')).toBe(0);
    expect(await counters.get('b')).toBe(1);
  });
});

describe('counters in Redis', () => {
  it('increments the prefixed key and gives it the window as expiry only when it has none (NX)', async () => {
    const { redis, calls } = fakeRedis();
    const counters = redisCounters(redis);
    expect(await counters.hit('login:a@b.rs', 3_600_000)).toBe(1);
    expect(await counters.hit('login:a@b.rs', 3_600_000)).toBe(2);
    expect(calls.slice(0, 2)).toEqual([
      ['incr', 'prodavnica:counter:login:a@b.rs'],
      ['pexpire', 'prodavnica:counter:login:a@b.rs', 3_600_000, 'NX'],
    ]);
  });

  it('reads a count as a number, 0 for a key Redis does not have, and deletes the prefixed key on reset', async () => {
    const { redis, calls } = fakeRedis();
    const counters = redisCounters(redis);
    expect(await counters.get('k')).toBe(0);
    await counters.hit('k', 1_000);
    await counters.hit('k', 1_000);
    expect(await counters.get('k')).toBe(2);
    await counters.reset('k');
    expect(await counters.get('k')).toBe(0);
    expect(calls.filter(([command]) => command !== 'incr' && command !== 'pexpire')).toEqual([
      ['get', 'prodavnica:counter:k'],
      ['get', 'prodavnica:counter:k'],
      ['del', 'prodavnica:counter:k'],
      ['get', 'prodavnica:counter:k'],
    ]);
  });
});

describe('counters that fall back to memory while Redis does not answer', () => {
  const setUp = () => {
    const { redis, state, values } = fakeRedis();
    const warnings: string[] = [];
    const counters = resilientCounters(redisCounters(redis), memoryCounters(), (message) =>
      warnings.push(message),
    );
    return { counters, state, values, warnings };
  };

  it('uses Redis while it answers, and warns of nothing', async () => {
    const { counters, values, warnings } = setUp();
    expect(await counters.hit('k', 1_000)).toBe(1);
    expect(values.get('prodavnica:counter:k')).toBe(1);
    expect(await counters.get('k')).toBe(1);
    await counters.reset('k');
    expect(values.has('prodavnica:counter:k')).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('counts in memory during an outage (hit, get and reset), warning once, and once more when Redis is back', async () => {
    const { counters, state, values, warnings } = setUp();
    state.down = true;
    expect(await counters.hit('k', 60_000)).toBe(1);
    expect(await counters.hit('k', 60_000)).toBe(2);
    expect(await counters.get('k')).toBe(2);
    await counters.reset('k');
    expect(await counters.get('k')).toBe(0);
    expect(warnings).toEqual(['Redis does not answer: counters fall back to this instance until it does']);

    state.down = false;
    expect(await counters.hit('k', 60_000)).toBe(1);
    expect(await counters.get('k')).toBe(1);
    expect(values.get('prodavnica:counter:k')).toBe(1);
    expect(warnings).toEqual([
      'Redis does not answer: counters fall back to this instance until it does',
      'Redis answers again: counters are shared again',
    ]);

    state.down = true;
    await counters.get('k');
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toBe('Redis does not answer: counters fall back to this instance until it does');
  });
});

describe('the counters plugin', () => {
  const appWith = async (redis?: Redis) => {
    const logged: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    await app.register(countersPlugin, { redis });
    await app.ready();
    return { app, logged };
  };

  it('counts in memory without Redis, and logs nothing', async () => {
    const { app, logged } = await appWith();
    const counters: Counters = app.counters;
    expect(await counters.hit('k', 1_000)).toBe(1);
    expect(await counters.get('k')).toBe(1);
    expect(logged).toEqual([]);
    await app.close();
  });

  it('counts in the configured Redis, and logs a warning when it stops answering', async () => {
    const { redis, state, values } = fakeRedis();
    const { app, logged } = await appWith(redis);
    await app.counters.hit('k', 1_000);
    expect(values.get('prodavnica:counter:k')).toBe(1);
    expect(logged).toEqual([]);
    state.down = true;
    expect(await app.counters.hit('k', 1_000)).toBe(1);
    expect(logged.map(({ level, msg }) => [level, msg])).toEqual([
      [40, 'Redis does not answer: counters fall back to this instance until it does'],
    ]);
    await app.close();
  });
});
