import { checkWith, createForm, tell } from '../../actors/form-logic';
import { createLoader } from '../../actors/loader-logic';
import type { PromoCreateBody } from '../../../contract/promo';
import { createPromo, deactivatePromo, listPromos } from '../admin-api';

export const PROMO_LIST_ID = 'adminPromoList';

export const promoListLoader = createLoader(listPromos);

type System = Parameters<typeof tell>[0];
const reloadList = (system: System) => tell(system, PROMO_LIST_ID, { type: 'loader.reload' });

/** A typed whole number; empty is `empty` (no limit, no minimum). */
const numberOr = (value: unknown, empty: number | null) => {
  const text = String(value ?? '').trim();
  return text === '' ? empty : Number(text);
};

/** Novi kod: checked with the server's own schema (contract/promo.ts), loaded with the first send. */
export const promoCreateForm = createForm({
  check: checkWith(
    () => import('../../../contract/promo').then((contract) => contract.promoCreateBodySchema),
    (values) => ({
      code: values.code,
      kind: values.kind,
      value: numberOr(values.value, Number.NaN),
      minOrder: numberOr(values.minOrder, 0),
      validFrom: values.validFrom,
      validTo: values.validTo,
      maxUses: numberOr(values.maxUses, null),
      maxUsesPerCustomer: numberOr(values.maxUsesPerCustomer, null),
    }),
  ),
  submit: (body: PromoCreateBody) => createPromo(body),
  succeeded: (_result, system) => reloadList(system),
});

/** "Isključi": nothing to check; the code stops working, the list reads again. */
export const promoDeactivateForm = createForm({
  check: async () => ({ ok: true as const, data: null }),
  submit: (_data: null, id) => deactivatePromo(id as number),
  succeeded: (_result, system) => reloadList(system),
});
