import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { RecentItem } from '../../../contract/recently-viewed';
import { recentlyViewedMachine } from '../../../machines/recently-viewed/recently-viewed.machine';
import {
  selectRecentItems,
  selectRecentReady,
} from '../../../machines/recently-viewed/recently-viewed.selectors';
import type { RecentlyViewedEvent } from '../../../machines/recently-viewed/recently-viewed.types';
import { EffectLog } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelHarness, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

type ModelEvent = RecentlyViewedEvent | ActorCompletion;

const product = (id: number): RecentItem => ({
  id,
  name: `Proizvod ${id}`,
  slug: `proizvod-${id}`,
  thumbnail: `/images/catalog/p-${id}.svg`,
});
// Ten products, so that the list passes its limit of eight.
const PRODUCTS = Array.from({ length: 10 }, (_, index) => product(index + 1));
// What the browser kept: a repeat (the older view goes) and more than eight.
const STORED = [3, 3, 1, 2, 4, 5, 6, 7, 8, 9].map(product);

/**
 * Sample events, from the state: a view of the next product not in the list (so it grows past
 * eight; the walk stops growing once the tenth is in), a view of the oldest one in a short list
 * (it moves to the front; longer lists would multiply the walk by their orders), a view without a
 * product, a clear, and the browser's answer.
 */
function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const items = (snapshot.context as { items: RecentItem[] }).items;
  const next = PRODUCTS.find((item) => !items.some((seen) => seen.id === item.id));
  const oldest = items.at(-1);
  return [
    ...(next && !items.some((seen) => seen.id === 10)
      ? [{ type: 'recentlyViewed.view', item: next } as const]
      : []),
    ...(oldest && items.length <= 3 ? [{ type: 'recentlyViewed.view', item: oldest } as const] : []),
    { type: 'recentlyViewed.view' } as never,
    { type: 'recentlyViewed.clear' },
    actorDone('readStored', STORED),
    actorFailed('readStored', new Error('localStorage is off')),
  ];
}

function start(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = recentlyViewedMachine.provide({
    actors: { readStored: fakes.logic() },
    actions: { storeList: log.action('storeList'), logError: log.action('logError') },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: 'recentlyViewed',
    neighbours: [],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

type Model = { ready: boolean; ids: number[] };

/**
 * The oracle, from issue 36: the last eight products seen, newest first, without repeats; the
 * browser's list is read first (made lawful the same way), and nothing is recorded before it is.
 */
function expected(before: Model, event: ModelEvent): Model {
  if (event.type === 'xstate.done.actor.readStored') return { ready: true, ids: [3, 1, 2, 4, 5, 6, 7, 8] };
  if (event.type === 'xstate.error.actor.readStored') return { ready: true, ids: [] };
  if (!before.ready) return before;
  if (event.type === 'recentlyViewed.clear') return { ...before, ids: [] };
  if (event.type === 'recentlyViewed.view' && event.item) {
    const id = event.item.id;
    return { ...before, ids: [id, ...before.ids.filter((seen) => seen !== id)].slice(0, 8) };
  }
  return before;
}

const modelOf = (snapshot: AnyMachineSnapshot): Model => ({
  ready: selectRecentReady(snapshot as never),
  ids: selectRecentItems(snapshot as never).map((item) => item.id),
});

function checkRecentlyViewedRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = modelOf(before);
  const want = expected(was, event);
  expect(modelOf(after)).toEqual(want);
  // The product being viewed is left out of what its page shows.
  if (want.ids[0] !== undefined)
    expect(selectRecentItems(after as never, want.ids[0]).map((item) => item.id)).toEqual(want.ids.slice(1));
  const items = (after.context as { items: RecentItem[] }).items;
  const expectedEffects: Record<string, unknown[]> = {};
  const handled =
    was.ready &&
    ((event.type === 'recentlyViewed.view' && Boolean(event.item)) ||
      (event.type === 'recentlyViewed.clear' && was.ids.length > 0));
  if (handled) expectedEffects['action:storeList'] = [{ items }];
  if (event.type === 'xstate.error.actor.readStored')
    expectedEffects['action:logError'] = [
      { message: 'Nedavno pregledani proizvodi nisu pročitani', error: new Error('localStorage is off') },
    ];
  expect(effectsByKey(effects)).toEqual(expectedEffects);
}

describeModel('recently-viewed', {
  machine: recentlyViewedMachine,
  transitions: transitionsOf(recentlyViewedMachine, { events: events as never }) as never,
  start,
  check: checkRecentlyViewedRules as never,
  // The rules branch on what no guard reads: a full list drops its oldest, a repeat moves up.
  apart: (source, event) => {
    const items = (source.context as { items: RecentItem[] }).items;
    const item = (event as { item?: RecentItem }).item;
    return [items.length >= 8, Boolean(item && items.some((seen) => seen.id === item.id))].join();
  },
});
