import { checkWith, createForm } from './form-logic';

/** Where a checked search term leads: the search page for it. */
export type OpenSearch = { open: (q: string) => void };

/**
 * A page's search box (the prompt, the empty results, not-found pages): the term checked with the
 * API's own rules (contract/catalog.ts searchText: not empty, within the length and word limits),
 * then opened as the search page.
 */
export const searchForm = createForm({
  check: checkWith(() => import('../../contract/catalog').then((contract) => contract.searchTermSchema)),
  submit: ({ q }: { q: string }, extra) => (extra as OpenSearch).open(q),
});
