import type { RecentItem } from '../../../contract/recently-viewed';
import { RecentlyViewedList } from '../../components/ui/recently-viewed-list';
import { useRecentlyViewed } from './use-recently-viewed';

/**
 * "Nedavno pregledano" of this browser (the product page, the empty cart), leaving out and
 * recording `viewing`; nothing until the browser's list is read, so hydration matches the server.
 */
export function RecentlyViewedSection({ viewing }: { viewing?: RecentItem }) {
  const { items, clear } = useRecentlyViewed(viewing);
  return <RecentlyViewedList items={items} onClear={clear} />;
}
