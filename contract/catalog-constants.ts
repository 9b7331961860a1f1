// The catalogue's constants, apart from ./catalog.ts and its schemas: the client reads them without loading zod.

export const sortOptions = ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type SortOption = (typeof sortOptions)[number];
export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;
