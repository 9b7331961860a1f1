import type { SnapshotFrom } from 'xstate';
import type { RecentItem } from '../../contract/recently-viewed';
import type { recentlyViewedMachine } from './recently-viewed.machine';

type RecentlyViewedSnapshot = SnapshotFrom<typeof recentlyViewedMachine>;

/** The list has been read from the browser (before that, nothing is shown: the server shows none). */
export const selectRecentReady = (snapshot: RecentlyViewedSnapshot): boolean => snapshot.matches('ready');

/** The products viewed, newest first, leaving out `exceptId` (the product being viewed). */
export const selectRecentItems = (snapshot: RecentlyViewedSnapshot, exceptId?: number): RecentItem[] =>
  snapshot.context.items.filter((item) => item.id !== exceptId);
