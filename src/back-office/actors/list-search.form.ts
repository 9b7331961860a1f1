import { checkWith, createForm } from '../../actors/form-logic';

/** What a list does with a checked search term: puts it in its URL. */
export type ApplyListSearch = { apply: (q: string) => void };

/**
 * A back-office list's search box (Porudžbine and its sibling lists, Proizvodi): the term checked
 * with the lists' own query rules (trimmed, at most 100 characters; both lists share them), then
 * applied with its button, so typing does not read the list again per letter.
 */
export const listSearchForm = createForm({
  check: checkWith(async () => {
    const [z, contract] = await Promise.all([import('zod/mini'), import('../../../contract/admin')]);
    return z.pick(contract.adminOrderListQuerySchema, { q: true });
  }),
  submit: ({ q }: { q?: string | undefined }, extra) => (extra as ApplyListSearch).apply(q ?? ''),
});
