import type { CompareItem } from '../../contract/compare';

export type CompareContext = {
  /** The chosen products, in the order they were added (the table's columns). */
  items: CompareItem[];
  /** Why the shopper's last add was refused (Serbian), until the next change or its dismissal. */
  notice: string | null;
  /** "Prikaži samo razlike" on the comparison page: the table shows only the rows whose values differ. */
  onlyDifferences: boolean;
};

export type CompareEvent =
  /** The card's or the product page's "Uporedi": adds the product, or removes it when chosen. */
  | { type: 'compare.toggle'; item: CompareItem }
  /** "Ukloni" in the bar or on the comparison page. */
  | { type: 'compare.remove'; productId: number }
  /** "Isprazni poređenje". */
  | { type: 'compare.clear' }
  /** The comparison page opened at an address: the list becomes the products it shows. */
  | { type: 'compare.adopt'; items: CompareItem[] }
  /** The notice's close button. */
  | { type: 'compare.dismiss' }
  /** The comparison page's "Prikaži samo razlike" checked (`only`) or cleared. */
  | { type: 'compare.onlyDifferences'; only: boolean }
  | { type: 'xstate.done.actor.readStored'; output: CompareItem[] }
  | { type: 'xstate.error.actor.readStored'; error: unknown };

/** The params of the provided `storeList` action: the list to keep in the browser and the address. */
export type StoreListParams = {
  items: CompareItem[];
  /** The list came from the comparison page's address (which then is left as it is, notices and all). */
  fromPage: boolean;
};

/*
 * What src/actors provides:
 *   readStored  input: none   output: CompareItem[]   localStorage (an unreadable entry is an empty list)
 * and the actions: storeList (localStorage, and on the comparison page its address), logError.
 */
