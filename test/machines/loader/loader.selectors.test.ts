import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  selectLoaderData,
  selectLoaderError,
  selectLoaderStatus,
} from '../../../machines/loader/loader.selectors';
import { settle } from '../utils/fake-actors';
import { startLoader } from './loader.harness';
import type { ModelHarness } from '../utils/model-test';

// What a screen shows of its server data (a product list, a product, the order history).

const QUERY = { slug: 'frizideri', page: 1 };
const DATA = { items: ['Frižider Polar 300'], total: 1 };
const FAILURE = 'Kategorija nije pronađena.';

let screen: ModelHarness | undefined;
afterEach(() => screen?.stop());

function startScreen() {
  screen = startLoader(QUERY);
  const { fakes, subject } = screen;
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
