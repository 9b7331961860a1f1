import { expect } from 'vitest';
import { loaderMachine } from '../../../machines/loader/loader.machine';
import type { LoaderEvent } from '../../../machines/loader/loader.types';
import { invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startLoader } from './loader.harness';

type ModelEvent = LoaderEvent | ActorCompletion;

const FIRST_QUERY = { slug: 'frizideri', page: 1 };
const NEXT_QUERY = { slug: 'frizideri', page: 2 };
const DATA = { items: ['Frižider Polar 300'], total: 1 };
const failure = new Error('Kategorija nije pronađena.');

const events: ModelEvent[] = [
  { type: 'loader.load', query: NEXT_QUERY },
  { type: 'loader.retry' },
  { type: 'loader.reload' },
  actorDone('load', DATA),
  actorFailed('load', failure),
];

const ARRIVED = { items: ['Frižider Gorenje 250'], total: 1 };

const transitionsFrom = (input: { query: unknown; loaded?: unknown }) =>
  transitionsOf(loaderMachine, { input, events: () => events as LoaderEvent[] });

function checkLoaderRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  // What the page arrived with is never asked for again: only a new query or a retry loads.
  // Entering `loading` asks for the current query, and only then.
  // A reload (the server's data changed) reads the same query again from any state.
  const entersLoading =
    after.matches('loading') &&
    (event.type === 'loader.load' || event.type === 'loader.retry' || event.type === 'loader.reload');
  if (event.type === 'loader.reload') {
    expect(after.value).toBe('loading');
    expect(after.context).toMatchObject({ query: before.context.query, data: before.context.data });
  }
  expect(invokesIn(effects, 'load')).toEqual(entersLoading ? [after.context.query] : []);
  if (event.type === 'loader.load') {
    expect(after.context.query).toEqual(event.query);
    // The screen keeps showing what it had while the new query loads (no layout shift).
    expect(after.context.data).toEqual(before.context.data);
  }
  if (event.type === 'xstate.done.actor.load') {
    expect(after.context.data).toEqual(DATA);
    expect(after.context.error).toBeNull();
  }
  // A failure keeps the server's Serbian text for the screen.
  if (event.type === 'xstate.error.actor.load') expect(after.context.error).toBe(failure.message);
  expect(after.hasTag('busy')).toBe(after.matches('loading'));
}

describeModel('loader', {
  machine: loaderMachine,
  transitions: transitionsFrom({ query: FIRST_QUERY }) as never,
  start: () => startLoader(FIRST_QUERY),
  check: checkLoaderRules as never,
});

describeModel('loader', {
  part: 'arrived with the page',
  machine: loaderMachine,
  transitions: transitionsFrom({ query: FIRST_QUERY, loaded: ARRIVED }) as never,
  start: () => startLoader(FIRST_QUERY, ARRIVED),
  check: checkLoaderRules as never,
});
