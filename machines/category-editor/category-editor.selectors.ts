import type { SnapshotFrom } from 'xstate';
import type { categoryEditorMachine } from './category-editor.machine';

type CategoryEditorSnapshot = SnapshotFrom<typeof categoryEditorMachine>;

/** The category whose form is open, and which form: null while none is (compare with shallowEqual). */
export const selectEditing = (
  snapshot: CategoryEditorSnapshot,
): { categoryId: number; mode: 'rename' | 'move' } | null =>
  snapshot.context.categoryId === null || snapshot.matches('closed')
    ? null
    : { categoryId: snapshot.context.categoryId, mode: snapshot.matches('renaming') ? 'rename' : 'move' };
