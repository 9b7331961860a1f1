import { expect } from 'vitest';
import { categoryEditorMachine } from '../../../machines/category-editor/category-editor.machine';
import { selectEditing } from '../../../machines/category-editor/category-editor.selectors';
import type {
  CategoryEditorContext,
  CategoryEditorEvent,
} from '../../../machines/category-editor/category-editor.types';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelHarness, type ModelStepResult } from '../utils/model-test';
import { transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

type State = 'closed' | 'renaming' | 'moving';

const TELEVISIONS = 3;
const VACUUMS = 2;

const events: CategoryEditorEvent[] = [
  { type: 'categoryEditor.rename', categoryId: TELEVISIONS },
  { type: 'categoryEditor.rename', categoryId: VACUUMS },
  { type: 'categoryEditor.move', categoryId: VACUUMS },
  { type: 'categoryEditor.close' },
];

const transitions = transitionsOf(categoryEditorMachine, { events: () => events });

function start(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const { root, subject, errors } = startInSystem(categoryEditorMachine, {
    systemId: 'categoryEditor',
    neighbours: [],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

/**
 * The oracle, from the categories screen's rules: one category at a time is renamed or moved in
 * place; its button (or the other one, or another category's) opens that form from anywhere, and
 * "Odustani"/"Zatvori" closes it.
 */
function expected(from: State, event: CategoryEditorEvent, was: CategoryEditorContext) {
  if (event.type === 'categoryEditor.rename') return { state: 'renaming', categoryId: event.categoryId };
  if (event.type === 'categoryEditor.move') return { state: 'moving', categoryId: event.categoryId };
  return from === 'closed'
    ? { state: from, categoryId: was.categoryId }
    : { state: 'closed', categoryId: null };
}

function checkEditorRules({ before, event, after, effects }: ModelStepResult<CategoryEditorEvent>) {
  const { state, categoryId } = expected(
    before.value as State,
    event,
    before.context as CategoryEditorContext,
  );
  expect(after.value).toBe(state);
  expect(after.context).toEqual({ categoryId });
  expect(effects).toEqual([]);
  expect(selectEditing(after as never)).toEqual(
    state === 'closed' ? null : { categoryId, mode: state === 'renaming' ? 'rename' : 'move' },
  );
}

describeModel('category-editor', {
  machine: categoryEditorMachine,
  transitions: transitions as never,
  start,
  check: checkEditorRules as never,
});
