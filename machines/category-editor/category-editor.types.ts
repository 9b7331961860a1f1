export type CategoryEditorContext = {
  /** The category whose form is open; null while none is. */
  categoryId: number | null;
};

export type CategoryEditorEvent =
  /** "Preimenuj" beside a category: its new name. */
  | { type: 'categoryEditor.rename'; categoryId: number }
  /** "Premesti" beside a category: its new parent. */
  | { type: 'categoryEditor.move'; categoryId: number }
  /** "Odustani" or, after a save, "Zatvori". */
  | { type: 'categoryEditor.close' };
