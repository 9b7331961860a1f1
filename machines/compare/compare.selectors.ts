import type { SnapshotFrom } from 'xstate';
import type { CompareItem } from '../../contract/compare';
import type { CompareSection } from '../../contract/compare-rows';
import type { compareMachine } from './compare.machine';
import { shownSections } from './compare.rules';

type CompareSnapshot = SnapshotFrom<typeof compareMachine>;

/** The list has been read from the browser: the bar and the toggles may show and act. */
export const selectCompareReady = (snapshot: CompareSnapshot): boolean => snapshot.matches('ready');

/** The chosen products, in the order they were added. */
export const selectCompareItems = (snapshot: CompareSnapshot): CompareItem[] => snapshot.context.items;

/** The ids of the chosen products, in order (the comparison page's address). */
export const selectCompareIds = (snapshot: CompareSnapshot): number[] =>
  snapshot.context.items.map((item) => item.id);

/** Why the last add was refused, or null. */
export const selectCompareNotice = (snapshot: CompareSnapshot): string | null => snapshot.context.notice;

/** "Prikaži samo razlike" is checked. */
export const selectOnlyDifferences = (snapshot: CompareSnapshot): boolean => snapshot.context.onlyDifferences;

/** The comparison table's sections (contract/compare-rows) as the shopper chose to see them. */
export const selectShownSections = (
  snapshot: CompareSnapshot,
  sections: readonly CompareSection[],
): readonly CompareSection[] => shownSections(sections, snapshot.context.onlyDifferences);
