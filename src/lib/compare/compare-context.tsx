import { shallowEqual, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CompareItem } from '../../../contract/compare';
import { type ComparedAttribute, type CompareSection, compareSections } from '../../../contract/compare-rows';
import type { compareMachine } from '../../../machines/compare/compare.machine';
import {
  selectCompareItems,
  selectCompareNotice,
  selectCompareReady,
  selectOnlyDifferences,
  selectShownSections,
} from '../../../machines/compare/compare.selectors';
import { compareLogic } from '../../actors/compare.actors';
import { useShopBrowser } from '../shop-browser';
import { useScreenActor } from '../use-screen-actor';

type CompareActor = ActorRefFrom<typeof compareMachine>;

const CompareContext = createContext<CompareActor | undefined>(undefined);

/**
 * The comparison list for the page inside: one actor (machines/compare) while the page shows,
 * started from the browser's list after hydration (the server renders no list).
 */
export function CompareProvider({
  onComparePage = false,
  children,
}: {
  onComparePage?: boolean;
  children: ReactNode;
}) {
  const browser = useShopBrowser();
  const logic = useMemo(() => compareLogic(browser, { onComparePage }), [browser, onComparePage]);
  const actor = useScreenActor('compare', logic);
  return <CompareContext.Provider value={actor}>{children}</CompareContext.Provider>;
}

const EMPTY: CompareItem[] = [];

/** The comparison list as views show it, and the events they send; inert until the list is read. */
export function useCompare() {
  const actor = useContext(CompareContext);
  const ready = useSelector(actor, (snapshot) => (snapshot ? selectCompareReady(snapshot) : false));
  const items = useSelector(
    actor,
    (snapshot) => (snapshot ? selectCompareItems(snapshot) : EMPTY),
    shallowEqual,
  );
  const notice = useSelector(actor, (snapshot) => (snapshot ? selectCompareNotice(snapshot) : null));
  const onlyDifferences = useSelector(actor, (snapshot) =>
    snapshot ? selectOnlyDifferences(snapshot) : false,
  );
  return {
    ready,
    items,
    notice,
    onlyDifferences,
    isChosen: (productId: number) => items.some((item) => item.id === productId),
    toggle: (item: CompareItem) => actor?.send({ type: 'compare.toggle', item }),
    remove: (productId: number) => actor?.send({ type: 'compare.remove', productId }),
    clear: () => actor?.send({ type: 'compare.clear' }),
    adopt: (adopted: CompareItem[]) => actor?.send({ type: 'compare.adopt', items: adopted }),
    dismiss: () => actor?.send({ type: 'compare.dismiss' }),
    showOnlyDifferences: (only: boolean) => actor?.send({ type: 'compare.onlyDifferences', only }),
  };
}

/** The comparison table of these products, its rows as "Prikaži samo razlike" says (inside CompareProvider). */
export function useShownSections(
  products: readonly { attributes: readonly ComparedAttribute[] }[],
): readonly CompareSection[] {
  const actor = useContext(CompareContext);
  const sections = useMemo(() => compareSections(products), [products]);
  return useSelector(actor, (snapshot) => (snapshot ? selectShownSections(snapshot, sections) : sections));
}

export type CompareView = ReturnType<typeof useCompare>;
