import { useId, useLayoutEffect, useRef } from 'react';
import { EMAIL_MAX_LENGTH } from '../../../contract/auth-constants';
import { stockAlertForm } from '../../actors/stock-alert.form';
import { FormField } from '../../components/ui/form-field';
import { useIsLoggedIn } from '../../lib/shop-selectors';
import { useForm } from '../../lib/use-form';

/**
 * "Obavesti me kada stigne" under a sold-out product: one button for a signed-in shopper (the
 * account's address is used), an address and the button for a guest. What shows after sending is
 * the form machine's state (machines/form, src/actors/stock-alert.form.ts).
 */
export function StockAlertForm({ slug }: { slug: string }) {
  const signedIn = useIsLoggedIn();
  // Signing in or out makes it another form (the account's address, or one to type).
  return <StockAlertFormFor key={String(signedIn)} slug={slug} signedIn={signedIn} />;
}

function StockAlertFormFor({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const id = useId();
  const form = useForm(stockAlertForm, { values: { email: '' }, extra: { slug, signedIn } });
  const outcome = useRef<HTMLParagraphElement>(null);
  const done = form.status === 'succeeded';
  const sending = form.status === 'submitting';

  // The form goes away on success, taking the focus with it: the confirmation takes it instead.
  useLayoutEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  if (done)
    return (
      <p ref={outcome} tabIndex={-1} className="form-success stock-alert-done" role="status">
        {(form.result as { message?: string } | undefined)?.message}
      </p>
    );

  return (
    <form
      ref={form.formRef}
      className="stock-alert"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="stock-alert-title">
        Javićemo Vam e-porukom kada proizvod ponovo bude na stanju.
      </p>
      {!signedIn && (
        <FormField
          label="E-adresa"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          {...form.field('email')}
        />
      )}
      {form.status === 'failed' && (
        <p className="form-error" role="alert">
          {form.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={form.busy}>
        {sending ? 'Slanje…' : 'Obavesti me kada stigne'}
      </button>
    </form>
  );
}
