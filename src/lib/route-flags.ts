/** Spec §2: the search page is the one with query parameter q. */
export const isSearchPage = (search: string): boolean => new URLSearchParams(search).has('q');

/** Spec §2: the category page is the one with route parameter slug. */
export const isCategoryPage = (params: Record<string, string | undefined>): boolean => Boolean(params.slug);
