import { useSelector } from '@xstate/react';
import type { AppliedPromo } from '../../contract/promo';
import { promoValueText } from '../../contract/promo-rules';
import { selectCartId, selectPromo } from '../../machines/cart/cart.selectors';
import { promoApplyForm, promoRemoveForm } from '../actors/promo.form';
import { FormField } from '../components/ui/form-field';
import { useShopActors } from './shop-selectors';
import { useForm } from './use-form';

/**
 * "Kod za popust" in the cart and on the review step: a field and "Primeni" without a code, the
 * applied code and "Ukloni kod" with one. The server judges the code; its reason shows under the
 * field (src/actors/promo.form.ts).
 */
export function PromoCode() {
  const { cart } = useShopActors();
  const cartId = useSelector(cart, selectCartId);
  const promo = useSelector(cart, selectPromo);
  if (!cartId) return null;
  return promo ? <AppliedCode cartId={cartId} promo={promo} /> : <ApplyCode cartId={cartId} />;
}

function ApplyCode({ cartId }: { cartId: string }) {
  const form = useForm(promoApplyForm, { values: { code: '' }, extra: { cartId }, clearOnSuccess: true });
  const field = form.field('code');
  const error = field.error ?? (form.status === 'failed' ? (form.error ?? undefined) : undefined);
  return (
    <form ref={form.formRef} className="promo-code" onSubmit={form.submit} noValidate>
      <FormField
        label="Kod za popust"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        {...field}
        error={error}
      />
      <button type="submit" className="button secondary" disabled={form.busy}>
        {form.status === 'submitting' ? 'Proveravamo…' : 'Primeni'}
      </button>
    </form>
  );
}

function AppliedCode({ cartId, promo }: { cartId: string; promo: AppliedPromo }) {
  const form = useForm(promoRemoveForm, { values: {}, extra: { cartId } });
  return (
    <form ref={form.formRef} className="promo-code applied" onSubmit={form.submit} noValidate>
      <p role="status">
        Kod <strong>{promo.code}</strong> ({promoValueText(promo)}) je primenjen.
      </p>
      <button type="submit" className="button secondary" disabled={form.busy}>
        Ukloni kod
      </button>
      {form.status === 'failed' && (
        <p className="form-error" role="alert">
          {form.error}
        </p>
      )}
    </form>
  );
}
