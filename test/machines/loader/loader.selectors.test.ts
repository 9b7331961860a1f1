import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { selectLoaderView } from '../../../machines/loader/loader.selectors';
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
    subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectLoaderView>[0];
  const send = async (event: { type: string } & Record<string, unknown>) => {
    subject.send(event);
    await settle();
  };
  return { fakes, snapshot, send };
}

describe('a screen’s data, as the loader selectors show it', () => {
  it('loading with nothing yet, then loaded with the data', async () => {
    const screen = startScreen();
    expect(selectLoaderView(screen.snapshot())).toEqual({ status: 'loading', data: null, error: null });
    await screen.fakes.resolve('load', DATA);
    expect(selectLoaderView(screen.snapshot())).toEqual({ status: 'loaded', data: DATA, error: null });
  });

  it('a failure shows the Serbian text; a retry loads again', async () => {
    const screen = startScreen();
    await screen.fakes.reject('load', new Error(FAILURE));
    expect(selectLoaderView(screen.snapshot())).toEqual({ status: 'failed', data: null, error: FAILURE });
    await screen.send({ type: 'loader.retry' });
    expect(selectLoaderView(screen.snapshot()).status).toBe('loading');
  });
});
