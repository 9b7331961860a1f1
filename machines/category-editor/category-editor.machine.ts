import { assign, setup } from 'xstate';
import type { CategoryEditorContext, CategoryEditorEvent } from './category-editor.types';

const categoryIdOf = (event: CategoryEditorEvent): number | null => {
  const id = (event as { categoryId?: unknown }).categoryId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/**
 * Kategorije: the one category being renamed or moved in place, if any. Another category's button,
 * or the other button of the same one, opens that form instead; closing leaves the tree alone.
 */
export const categoryEditorMachine = setup({
  types: {} as { context: CategoryEditorContext; events: CategoryEditorEvent },
  guards: {
    namesCategory: ({ event }) => categoryIdOf(event) !== null,
  },
  actions: {
    pick: assign({ categoryId: ({ event }) => categoryIdOf(event) }),
    forget: assign({ categoryId: null }),
  },
}).createMachine({
  id: 'categoryEditor',
  context: { categoryId: null },
  initial: 'closed',
  on: {
    'categoryEditor.rename': { guard: 'namesCategory', target: '.renaming', actions: 'pick' },
    'categoryEditor.move': { guard: 'namesCategory', target: '.moving', actions: 'pick' },
  },
  states: {
    closed: { description: 'Only the tree and the new category form show.' },
    renaming: {
      description: "The category's new name is typed beside it.",
      on: { 'categoryEditor.close': { target: 'closed', actions: 'forget' } },
    },
    moving: {
      description: "The category's new parent is chosen beside it (not itself, nor one below it).",
      on: { 'categoryEditor.close': { target: 'closed', actions: 'forget' } },
    },
  },
});
