import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { RecentItem } from '../../../contract/recently-viewed';
import {
  selectRecentItems,
  selectRecentReady,
} from '../../../machines/recently-viewed/recently-viewed.selectors';
import { recentlyViewedLogic } from '../../actors/recently-viewed.actors';
import { useShopBrowser } from '../shop-browser';
import { useScreenActor } from '../use-screen-actor';

const EMPTY: RecentItem[] = [];

/**
 * The recently viewed products for this screen (machines/recently-viewed), leaving out
 * `viewing` (the product on screen), which is recorded as viewed once the list is read. Empty
 * on the server and in hydration: the list is the browser's, shown once it is read.
 */
export function useRecentlyViewed(viewing?: RecentItem) {
  const browser = useShopBrowser();
  const logic = useMemo(() => recentlyViewedLogic(browser), [browser]);
  const actor = useScreenActor('recentlyViewed', logic);
  const ready = useSelector(actor, (snapshot) => (snapshot ? selectRecentReady(snapshot) : false));
  const items = useSelector(
    actor,
    (snapshot) => (snapshot ? selectRecentItems(snapshot, viewing?.id) : EMPTY),
    shallowEqual,
  );
  const viewedKey = viewing ? JSON.stringify(viewing) : '';
  useEffect(() => {
    if (ready && viewedKey) actor?.send({ type: 'recentlyViewed.view', item: JSON.parse(viewedKey) });
  }, [actor, ready, viewedKey]);
  return { ready, items, clear: () => actor?.send({ type: 'recentlyViewed.clear' }) };
}
