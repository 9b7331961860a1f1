import type { AppliedPromo } from '../../contract/promo';
import { systemIds } from '../../machines/shared/system';
import * as cartApi from '../api/cart';
import { createForm, tell } from './form-logic';

/** Which cart the code is for. */
export type PromoFormFor = { cartId: string };

const NO_CODE = 'Unesite kod za popust.';

/** The cart machine hears the server's answer: the totals and the review take the code. */
const tellCart = (promo: AppliedPromo | null, system: Parameters<typeof tell>[0]) =>
  tell(system, systemIds.cart, { type: 'cart.promoChanged', promo });

/**
 * "Kod za popust" in the cart and on the review step (POST /api/cart/promo): the server judges the
 * code (contract/promo.ts) and keeps it on the cart; its refusal's Serbian reason is the form's
 * error, shown under the field. Emptied once applied.
 */
export const promoApplyForm = createForm({
  check: async (values) => {
    const code = String(values.code ?? '').trim();
    return code === ''
      ? { ok: false as const, errors: { code: NO_CODE } }
      : { ok: true as const, data: { code } };
  },
  submit: ({ code }: { code: string }, extra) => cartApi.applyCartPromo((extra as PromoFormFor).cartId, code),
  succeeded: ({ promo }, system) => tellCart(promo, system),
});

/** "Ukloni kod": one button, a form without fields (DELETE /api/cart/promo/{cartId}). */
export const promoRemoveForm = createForm({
  check: async () => ({ ok: true as const, data: {} }),
  submit: (_: object, extra) => cartApi.removeCartPromo((extra as PromoFormFor).cartId),
  succeeded: ({ promo }, system) => tellCart(promo, system),
});
