import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { closeGracefullyOnSignal } from '../../server/shutdown';

// close-with-grace listens on the process itself: these tests call its listeners directly (a real
// signal would stop the test worker) and stub process.exit, then take every listener they added off.
const events = ['SIGTERM', 'SIGINT', 'uncaughtException', 'unhandledRejection', 'beforeExit'];
type Listener = (...args: unknown[]) => void;
// One signature for the five events (Node types each one's listener apart).
const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as Listener[];
let before: Map<string, Listener[]>;
let exit: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  before = new Map(events.map((event) => [event, listenersOf(event)]));
  exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
});

afterEach(() => {
  for (const event of events)
    for (const listener of listenersOf(event))
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
  exit.mockRestore();
});

function addedListener(event: string): Listener {
  const added = listenersOf(event).filter((listener) => !before.get(event)?.includes(listener));
  expect(added).toHaveLength(1);
  return added[0] as Listener;
}

function aShop({ appClose = async () => {}, redis = true as boolean | 'down' } = {}) {
  const calls: string[] = [];
  const log = {
    info: vi.fn((...args: unknown[]) => calls.push(`log.info ${JSON.stringify(args)}`)),
    error: vi.fn((...args: unknown[]) => calls.push(`log.error ${JSON.stringify(args)}`)),
  };
  const app = {
    log,
    close: async () => {
      calls.push('app.close');
      await appClose();
    },
  } as unknown as FastifyInstance;
  const database = {
    close: async () => {
      calls.push('database.close');
    },
  } as unknown as Database;
  const client = {
    quit: async () => {
      calls.push('redis.quit');
      if (redis === 'down') throw new Error('Connection is closed.');
      return 'OK';
    },
    disconnect: () => calls.push('redis.disconnect'),
  } as unknown as Redis;
  return { calls, log, closable: { app, database, redis: redis ? client : undefined } };
}

const exited = () => expect.poll(() => exit.mock.calls.length, { interval: 5 }).toBe(1);

describe('closing the shop on a signal', () => {
  it('SIGTERM: stops the server, then the database, then Redis, and exits 0', async () => {
    const { calls, closable } = aShop();
    closeGracefullyOnSignal(closable, 5000);
    addedListener('SIGTERM')('SIGTERM');
    await exited();
    expect(calls).toEqual([
      'log.info [{"signal":"SIGTERM"},"shutting down"]',
      'app.close',
      'database.close',
      'redis.quit',
      'log.info ["closed"]',
    ]);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('SIGINT closes the same way; without Redis there is nothing to quit', async () => {
    const { calls, closable } = aShop({ redis: false });
    closeGracefullyOnSignal(closable, 5000);
    addedListener('SIGINT')('SIGINT');
    await exited();
    expect(calls).toEqual([
      'log.info [{"signal":"SIGINT"},"shutting down"]',
      'app.close',
      'database.close',
      'log.info ["closed"]',
    ]);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('Redis down: QUIT fails, so the connection is dropped, and the shop still exits 0', async () => {
    const { calls, closable } = aShop({ redis: 'down' });
    closeGracefullyOnSignal(closable, 5000);
    addedListener('SIGTERM')('SIGTERM');
    await exited();
    expect(calls.slice(-3)).toEqual(['redis.quit', 'redis.disconnect', 'log.info ["closed"]']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('a crash is logged with its error, the shop closes and exits 1', async () => {
    const { calls, log, closable } = aShop({ redis: false });
    closeGracefullyOnSignal(closable, 5000);
    const crash = new Error('boom');
    addedListener('uncaughtException')(crash);
    await exited();
    expect(log.error).toHaveBeenCalledWith({ err: crash }, 'crashed: closing');
    expect(log.info).not.toHaveBeenCalledWith(expect.anything(), 'shutting down');
    expect(calls.slice(1)).toEqual(['app.close', 'database.close', 'log.info ["closed"]']);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('a close that outlasts the timeout is logged with the delay and exits 1 at once', async () => {
    const { log, closable } = aShop({ appClose: () => new Promise(() => {}) });
    closeGracefullyOnSignal(closable, 30);
    addedListener('SIGTERM')('SIGTERM');
    await exited();
    expect(log.error).toHaveBeenCalledWith({ delay: 30 }, 'shutdown took too long: exiting now');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('a close that fails is logged as text through the app logger and exits 1', async () => {
    const { log, closable } = aShop({
      appClose: async () => {
        throw new Error('socket stuck');
      },
    });
    closeGracefullyOnSignal(closable, 5000);
    addedListener('SIGTERM')('SIGTERM');
    await exited();
    expect(log.error).toHaveBeenCalledWith('Error: socket stuck');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('a second signal while closing exits 1 at once, logged through the app logger', async () => {
    const { log, closable } = aShop({ appClose: () => new Promise(() => {}) });
    closeGracefullyOnSignal(closable, 50);
    addedListener('SIGTERM')('SIGTERM');
    addedListener('SIGTERM')('SIGTERM');
    expect(log.error).toHaveBeenCalledWith('second SIGTERM, exiting');
    expect(exit.mock.calls).toEqual([[1]]);
    // The first close still times out (and would exit for real once process.exit is restored).
    await expect.poll(() => exit.mock.calls.length, { interval: 5 }).toBe(2);
  });
});
