import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { CompareItem } from '../../../contract/compare';
import type { CompareSection } from '../../../contract/compare-rows';
import { compareMachine } from '../../../machines/compare/compare.machine';
import {
  selectCompareIds,
  selectCompareNotice,
  selectCompareReady,
  selectOnlyDifferences,
  selectShownSections,
} from '../../../machines/compare/compare.selectors';
import type { CompareEvent } from '../../../machines/compare/compare.types';
import { EffectLog } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelHarness, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

type ModelEvent = CompareEvent | ActorCompletion;

const fridge = (id: number): CompareItem => ({
  id,
  name: `Frižider ${id}`,
  slug: `frizider-${id}`,
  thumbnail: `/images/catalog/frizider-${id}.svg`,
  categoryId: 7,
});
const FRIDGES = [1, 2, 3, 4, 5].map(fridge);
const TV: CompareItem = {
  id: 90,
  name: 'Televizor 90',
  slug: 'televizor-90',
  thumbnail: '/t.svg',
  categoryId: 8,
};
// What the browser kept: a repeat and a product of another category, which the list leaves out.
const STORED = [fridge(2), fridge(2), TV, fridge(3)];

// A comparison table: a section whose rows are all the same, one that differs, and rows without a section.
const row = (name: string, differs: boolean) => ({ name, values: ['a', differs ? 'b' : 'a'], differs });
const SECTIONS: CompareSection[] = [
  { group: null, rows: [row('Zapremina', true), row('No Frost', false)] },
  { group: 'Energija', rows: [row('Energetski razred', false)] },
  { group: 'Ostalo', rows: [row('Boja', true)] },
];
type ShownRows = [group: string | null, rows: string[]][];
const EVERY_ROW: ShownRows = [
  [null, ['Zapremina', 'No Frost']],
  ['Energija', ['Energetski razred']],
  ['Ostalo', ['Boja']],
];
const DIFFERING_ROWS: ShownRows = [
  [null, ['Zapremina']],
  ['Ostalo', ['Boja']],
];

/**
 * Sample events, from the state: a toggle of the first fridge not chosen (so the list grows to the
 * limit and past it), of a chosen one (it leaves), of the television (another category), a removal
 * of the last chosen and of one not chosen, a clear, the comparison page's adoption of a list with
 * a repeat and another category, a dismissal, "Prikaži samo razlike" flipped (and sent without its
 * choice), and the browser's answer.
 */
function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const items = (snapshot.context as { items: CompareItem[] }).items;
  const next = FRIDGES.find((item) => !items.some((chosen) => chosen.id === item.id));
  const last = items.at(-1);
  return [
    ...(next ? [{ type: 'compare.toggle', item: next } as const] : []),
    ...(items[0] ? [{ type: 'compare.toggle', item: items[0] } as const] : []),
    { type: 'compare.toggle', item: TV },
    { type: 'compare.toggle' } as never,
    ...(last ? [{ type: 'compare.remove', productId: last.id } as const] : []),
    { type: 'compare.remove', productId: 404 },
    { type: 'compare.clear' },
    { type: 'compare.adopt', items: [fridge(4), TV, fridge(4), fridge(1)] },
    { type: 'compare.dismiss' },
    {
      type: 'compare.onlyDifferences',
      only: !(snapshot.context as { onlyDifferences: boolean }).onlyDifferences,
    },
    { type: 'compare.onlyDifferences' } as never,
    actorDone('readStored', STORED),
    actorFailed('readStored', new Error('localStorage is off')),
  ];
}

function start(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = compareMachine.provide({
    actors: { readStored: fakes.logic() },
    actions: { storeList: log.action('storeList'), logError: log.action('logError') },
  });
  const { root, subject, errors } = startInSystem(machine, { systemId: 'compare', neighbours: [], log });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

/** The sample products' categories: the television's is 8, every fridge's 7. */
const categoryOf = (id: number) => (id === TV.id ? 8 : 7);

type Model = {
  ready: boolean;
  ids: number[];
  notice: string | null;
  onlyDifferences: boolean;
  shown: ShownRows;
};

/**
 * The oracle, from issue 36's rules (not the machine's config): up to 4 products of one category;
 * a toggle removes a chosen product and adds another unless the list is full or of another
 * category (then a notice says why); the page's address replaces the list (made lawful); the
 * browser's list is read first, and nothing acts before it is, but for "Prikaži samo razlike": it
 * is the page's own and, checked, hides the rows whose values are the same (and a section left
 * without rows); cleared, every row shows again.
 */
function expected(before: Model, event: ModelEvent): Model {
  const ids = before.ids;
  if (event.type === 'compare.onlyDifferences') {
    if (typeof event.only !== 'boolean') return before;
    return { ...before, onlyDifferences: event.only, shown: event.only ? DIFFERING_ROWS : EVERY_ROW };
  }
  if (event.type === 'xstate.done.actor.readStored')
    return { ...before, ready: true, ids: [2, 3], notice: null };
  if (event.type === 'xstate.error.actor.readStored')
    return { ...before, ready: true, ids: [], notice: null };
  if (!before.ready) return before;
  switch (event.type) {
    case 'compare.toggle': {
      if (!event.item) return before;
      if (ids.includes(event.item.id))
        return { ...before, ids: ids.filter((id) => id !== event.item.id), notice: null };
      if (ids.length >= 4) return { ...before, notice: 'full' };
      if (ids.length > 0 && event.item.categoryId !== categoryOf(ids[0]!))
        return { ...before, notice: 'otherCategory' };
      return { ...before, ids: [...ids, event.item.id], notice: null };
    }
    case 'compare.remove':
      return ids.includes(event.productId)
        ? { ...before, ids: ids.filter((id) => id !== event.productId), notice: null }
        : before;
    case 'compare.clear':
      return ids.length > 0 ? { ...before, ids: [], notice: null } : before;
    case 'compare.adopt':
      return { ...before, ids: [4, 1], notice: null };
    case 'compare.dismiss':
      return { ...before, notice: null };
  }
  return before;
}

const NOTICES: Record<string, string> = {
  full: 'Možete uporediti najviše 4 proizvoda. Uklonite jedan da biste dodali drugi.',
  otherCategory:
    'Porede se samo proizvodi iz iste kategorije. Uklonite izabrane ili ispraznite poređenje pa dodajte ovaj.',
};

const modelOf = (snapshot: AnyMachineSnapshot): Model => {
  const notice = selectCompareNotice(snapshot as never);
  const key = Object.entries(NOTICES).find(([, text]) => text === notice)?.[0];
  return {
    ready: selectCompareReady(snapshot as never),
    ids: selectCompareIds(snapshot as never),
    notice: key ?? notice,
    onlyDifferences: selectOnlyDifferences(snapshot as never),
    shown: selectShownSections(snapshot as never, SECTIONS).map((section): ShownRows[number] => [
      section.group,
      section.rows.map((shownRow) => shownRow.name),
    ]),
  };
};

function checkCompareRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = modelOf(before);
  const want = expected(was, event);
  expect(modelOf(after)).toEqual(want);
  expect(want.ids.length).toBeLessThanOrEqual(4);
  const items = (after.context as { items: CompareItem[] }).items;
  // One category, always.
  expect(new Set(items.map((item) => item.categoryId)).size).toBeLessThanOrEqual(1);
  // Every change of the list (and the page's adoption) is stored at once, with the list as it is now;
  // reading the browser's list stores nothing; its failure is logged, never shown.
  const changed = was.ready && (want.ids.join() !== was.ids.join() || event.type === 'compare.adopt');
  const expectedEffects: Record<string, unknown[]> = {};
  if (changed) expectedEffects['action:storeList'] = [{ items, fromPage: event.type === 'compare.adopt' }];
  if (event.type === 'xstate.error.actor.readStored')
    expectedEffects['action:logError'] = [
      { message: 'Lista za poređenje nije pročitana', error: new Error('localStorage is off') },
    ];
  expect(effectsByKey(effects)).toEqual(expectedEffects);
}

describeModel('compare', {
  machine: compareMachine,
  transitions: transitionsOf(compareMachine, { events: events as never }) as never,
  start,
  check: checkCompareRules as never,
  // The rules branch on what no guard reads: the list's length (the last room, the limit).
  apart: (source) => (source.context as { items: CompareItem[] }).items.length,
});
