import { z } from 'zod/mini';

/** How many products the browser remembers as recently viewed. */
export const RECENTLY_VIEWED_LIMIT = 8;

/** What the list keeps of a product: enough for a link with its picture. */
export const recentItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

/** The list as the browser stores it (localStorage); anything else is read as an empty list. */
export const storedRecentSchema = z.array(recentItemSchema);

/** A product page's product as the list keeps it. */
export const recentItemOf = ({
  id,
  name,
  slug,
  thumbnail,
}: {
  id: number;
  name: string;
  slug: string;
  thumbnail: string;
}): RecentItem => ({ id, name, slug, thumbnail });

/** The list after a view of `item`: it first, any earlier view of it gone, at most the limit. */
export const withViewed = (items: readonly RecentItem[], item: RecentItem): RecentItem[] =>
  [item, ...items.filter((seen) => seen.id !== item.id)].slice(0, RECENTLY_VIEWED_LIMIT);

/** A stored list made lawful: each product once (its newest view), at most the limit. */
export const lawfulRecent = (items: readonly RecentItem[]): RecentItem[] =>
  items
    .filter((item, index) => items.findIndex((other) => other.id === item.id) === index)
    .slice(0, RECENTLY_VIEWED_LIMIT);
