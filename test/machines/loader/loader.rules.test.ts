import { afterEach, describe, expect, it } from 'vitest';
import { invokesIn } from '../utils/effect-log';
import { startLoader } from './loader.harness';
import type { ModelHarness } from '../utils/model-test';

// One screen's read of server data (a product list, a product, the order history), rule by rule.

const FIRST = { slug: 'frizideri', page: 1 };
const NEXT = { slug: 'frizideri', page: 2 };
const DATA = { items: ['Frižider Polar 300'], total: 1 };
const NEXT_DATA = { items: ['Frižider Gorenje 250'], total: 1 };

let screen: ModelHarness | undefined;
afterEach(() => screen?.stop());

const startScreen = () => {
  screen = startLoader(FIRST);
  return screen;
};

describe('loader: a screen’s server data', () => {
  it('the screen’s query is loaded at once', () => {
    const screen = startScreen();
    expect(invokesIn(screen.log.entries, 'load')).toEqual([FIRST]);
    expect(screen.subject.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a read the server-rendered page arrived with is shown at once and not asked for again', () => {
    screen = startLoader(FIRST, DATA);
    expect(invokesIn(screen.log.entries, 'load')).toEqual([]);
    expect(screen.subject.getSnapshot().value).toBe('loaded');
    expect(screen.subject.getSnapshot().context).toEqual({ query: FIRST, data: DATA, error: null });
    // A new query still asks the server, keeping what was shown meanwhile.
    screen.subject.send({ type: 'loader.load', query: NEXT });
    expect(invokesIn(screen.log.entries, 'load')).toEqual([NEXT]);
    expect(screen.subject.getSnapshot().context.data).toEqual(DATA);
  });

  it('a new query loads while the last data stays; an older answer is dropped', async () => {
    const screen = startScreen();
    await screen.fakes.resolve('load', DATA);
    screen.subject.send({ type: 'loader.load', query: NEXT });
    expect(screen.subject.getSnapshot().context).toEqual({ query: NEXT, data: DATA, error: null });
    screen.subject.send({ type: 'loader.load', query: FIRST });
    screen.subject.send({ type: 'loader.load', query: NEXT });
    expect(screen.fakes.running('load').map((call) => call.input)).toEqual([NEXT]);
    await screen.fakes.resolve('load', NEXT_DATA);
    expect(screen.subject.getSnapshot().context.data).toEqual(NEXT_DATA);
  });

  it('a retry after a failure asks for the same query again; its answer clears the failure', async () => {
    const screen = startScreen();
    await screen.fakes.reject('load', new Error('Veza sa serverom nije uspela.'));
    expect(screen.subject.getSnapshot().context.error).toBe('Veza sa serverom nije uspela.');
    screen.subject.send({ type: 'loader.retry' });
    expect(invokesIn(screen.log.entries, 'load')).toEqual([FIRST, FIRST]);
    await screen.fakes.resolve('load', DATA);
    expect(screen.subject.getSnapshot().value).toBe('loaded');
    expect(screen.subject.getSnapshot().context).toEqual({ query: FIRST, data: DATA, error: null });
  });

  it('a retry while nothing failed asks nothing', async () => {
    const screen = startScreen();
    screen.subject.send({ type: 'loader.retry' });
    await screen.fakes.resolve('load', DATA);
    screen.subject.send({ type: 'loader.retry' });
    expect(invokesIn(screen.log.entries, 'load')).toEqual([FIRST]);
  });
});
