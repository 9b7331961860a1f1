import { expect } from 'vitest';
import { loaderMachine } from '../../../machines/loader/loader.machine';
import type { LoaderEvent } from '../../../machines/loader/loader.types';
import { invokesIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
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

type State = 'starting' | 'loading' | 'loaded' | 'failed';

/**
 * The oracle, from the rules (the machine's doc comment, loader.types.ts): a new query and a reload
 * (re)start the load from any state, dropping an older answer; a retry is offered after a failure;
 * the answer decides loaded or failed. An event a state does not name leaves it where it is.
 */
function expectedState(from: State, event: ModelEvent): State {
  switch (event.type) {
    case 'loader.load':
    case 'loader.reload':
      return 'loading';
    case 'loader.retry':
      return from === 'failed' ? 'loading' : from;
    case 'xstate.done.actor.load':
      return 'loaded';
    case 'xstate.error.actor.load':
      return 'failed';
  }
  return from;
}

/** The query a step asks for: the new one, or (reload, retry) the one the loader holds. */
const queryAsked = (event: ModelEvent, was: { query: unknown }) =>
  event.type === 'loader.load' ? event.query : was.query;

function checkLoaderRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const target = expectedState(before.value as State, event);
  expect(after.value).toBe(target);
  // Its only effect: the load of the query asked for, on each step that (re)starts one.
  expect(effectsByKey(effects)).toEqual(
    event.type.startsWith('loader.') && target === 'loading'
      ? { 'invoke:load': [queryAsked(event, before.context)] }
      : {},
  );
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
  if (event.type === 'xstate.error.actor.load')
    expect(after.context).toEqual({ ...before.context, error: failure.message });
  expect(after.hasTag('busy')).toBe(after.matches('loading'));
}

/**
 * The start is judged too (`starting` decides at once): a read the page arrived with is shown and
 * not asked again; without one the query is loaded at once.
 */
function startJudged(loaded?: unknown) {
  const harness = startLoader(FIRST_QUERY, loaded);
  const snapshot = harness.subject.getSnapshot();
  expect(snapshot.value).toBe(loaded === undefined ? 'loading' : 'loaded');
  expect(snapshot.context).toEqual({ query: FIRST_QUERY, data: loaded ?? null, error: null });
  expect(effectsByKey(harness.log.since(0))).toEqual(
    loaded === undefined ? { 'invoke:load': [FIRST_QUERY] } : {},
  );
  return harness;
}

describeModel('loader', {
  // Its rules assume the event was handled: ignored events are judged by inertness alone (issue 35, open).
  judgeIgnored: false,
  machine: loaderMachine,
  transitions: transitionsFrom({ query: FIRST_QUERY }) as never,
  start: () => startJudged(),
  check: checkLoaderRules as never,
});

describeModel('loader', {
  // Its rules assume the event was handled: ignored events are judged by inertness alone (issue 35, open).
  judgeIgnored: false,
  part: 'arrived with the page',
  machine: loaderMachine,
  transitions: transitionsFrom({ query: FIRST_QUERY, loaded: ARRIVED }) as never,
  start: () => startJudged(ARRIVED),
  check: checkLoaderRules as never,
});
