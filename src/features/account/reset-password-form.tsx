import { Link } from 'wouter';
import { resetPasswordForm } from '../../actors/account.forms';
import { useForm } from '../../lib/use-form';
import { PasswordField } from './password-field';

type Props = {
  busy: boolean;
  /** The server's text when the change was refused (an expired link, a rate limit). */
  failure: string | null;
};

/**
 * The new password twice, checked with the contract's rules before the reset-password machine
 * sends it (src/actors/account.forms.ts).
 */
export function ResetPasswordForm({ busy, failure }: Props) {
  const form = useForm(resetPasswordForm, { values: { password: '', confirmPassword: '' } });
  const field = form.field;

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit}>
      <PasswordField
        label="Nova lozinka"
        autoComplete="new-password"
        hint="Najmanje 8 karaktera."
        {...field('password')}
      />
      <PasswordField
        label="Potvrda nove lozinke"
        autoComplete="new-password"
        revealWhat="potvrdu lozinke"
        {...field('confirmPassword')}
      />
      {failure && (
        <div role="alert" className="account-alert">
          <p>{failure}</p>
          <p>
            <Link href="/forgot-password">Zatražite novi link</Link>
          </p>
        </div>
      )}
      <button type="submit" className="button primary account-submit" disabled={busy}>
        Sačuvaj novu lozinku
      </button>
    </form>
  );
}
