import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { EMAIL_MAX_LENGTH } from '../../../contract/auth-constants';
import { stockAlertSubmission } from '../../actors/screen-data';
import { FormField } from '../../components/ui/form-field';
import { useIsLoggedIn } from '../../lib/shop-selectors';
import { useSubmission } from '../../lib/use-submission';

const NO_ADDRESS = 'Unesite e-adresu na koju da Vam javimo.';

/**
 * "Obavesti me kada stigne" under a sold-out product: one button for a signed-in shopper (the
 * account's address is used), an address and the button for a guest. What shows after sending is
 * the submission machine's state (machines/submission).
 */
export function StockAlertForm({ slug }: { slug: string }) {
  const id = useId();
  const signedIn = useIsLoggedIn();
  // What is being typed, and the contract's message for it before anything is sent.
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useSubmission(stockAlertSubmission);
  const outcome = useRef<HTMLParagraphElement>(null);
  const done = sending.status === 'succeeded';

  // The form goes away on success, taking the focus with it: the confirmation takes it instead.
  useLayoutEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  if (done)
    return (
      <p ref={outcome} tabIndex={-1} className="form-success stock-alert-done" role="status">
        {sending.result?.message}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.status === 'submitting') return;
    if (signedIn) return sending.submit({ slug, body: {} });
    if (email.trim() === '') return setError(NO_ADDRESS);
    const { checkFields, stockAlertBodySchema } = await import('./stock-alert-validation');
    const checked = checkFields(stockAlertBodySchema, { email });
    if (!checked.ok) return setError(checked.errors.email);
    setError(undefined);
    sending.submit({ slug, body: checked.data });
  };

  return (
    <form className="stock-alert" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="stock-alert-title">
        Javićemo Vam e-porukom kada proizvod ponovo bude na stanju.
      </p>
      {!signedIn && (
        <FormField
          label="E-adresa"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      )}
      {sending.status === 'failed' && (
        <p className="form-error" role="alert">
          {sending.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={sending.status === 'submitting'}>
        {sending.status === 'submitting' ? 'Slanje…' : 'Obavesti me kada stigne'}
      </button>
    </form>
  );
}
