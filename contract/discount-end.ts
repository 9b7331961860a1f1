import { formatDay } from './format-date';

// Apart from ./discount.ts, which the product card loads with the start: the date formatter builds
// its Intl formats as it loads, which only the product and sale pages need.

/** "Akcija traje do 15. decembra 2026.": a discount's last day (`YYYY-MM-DD`, Belgrade), as the shop writes dates. */
export const discountEndText = (until: string): string => `Akcija traje do ${formatDay(until)}`;
