import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { loaderMachine } from '../../../machines/loader/loader.machine';
import {
  selectLoaderData,
  selectLoaderError,
  selectLoaderStatus,
} from '../../../machines/loader/loader.selectors';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors, settle } from '../utils/fake-actors';
import { startInSystem } from '../utils/system-harness';

// What a screen shows of its server data (a product list, a product, the order history).

const QUERY = { slug: 'frizideri', page: 1 };
const DATA = { items: ['Frižider Polar 300'], total: 1 };
const FAILURE = 'Kategorija nije pronađena.';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function startScreen() {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = loaderMachine.provide({ actors: { load: fakes.logic() } });
  const { root, subject } = startInSystem(machine, { systemId: 'loader', neighbours: [], log, input: QUERY });
  stop = () => root.stop();
  const snapshot = () =>
    subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectLoaderStatus>[0];
  const send = async (event: { type: string } & Record<string, unknown>) => {
    subject.send(event);
    await settle();
  };
  return { fakes, snapshot, send };
}

describe('a screen’s data, as the loader selectors show it', () => {
  it('loading with nothing yet, then loaded with the data', async () => {
    const screen = startScreen();
    expect(selectLoaderStatus(screen.snapshot())).toBe('loading');
    expect(selectLoaderData(screen.snapshot())).toBeNull();
    expect(selectLoaderError(screen.snapshot())).toBeNull();
    await screen.fakes.resolve('load', DATA);
    expect(selectLoaderStatus(screen.snapshot())).toBe('loaded');
    expect(selectLoaderData(screen.snapshot())).toEqual(DATA);
  });

  it('a failure shows the Serbian text; a retry loads again', async () => {
    const screen = startScreen();
    await screen.fakes.reject('load', new Error(FAILURE));
    expect(selectLoaderStatus(screen.snapshot())).toBe('failed');
    expect(selectLoaderError(screen.snapshot())).toBe(FAILURE);
    await screen.send({ type: 'loader.retry' });
    expect(selectLoaderStatus(screen.snapshot())).toBe('loading');
  });
});
