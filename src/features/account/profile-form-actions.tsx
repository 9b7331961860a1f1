import type { ReactNode } from 'react';
import type { FormView } from '../../../machines/form/form.selectors';

type Props = {
  form: Pick<FormView, 'status' | 'error' | 'busy'>;
  label: string;
  busyLabel: string;
  /** What the shopper reads once the server took the change. */
  done: ReactNode;
};

/** A profile form's button and the outcome of its last send, read out as it changes. */
export function ProfileFormActions({ form, label, busyLabel, done }: Props) {
  const busy = form.status === 'submitting';
  return (
    <div className="profile-actions">
      <button type="submit" className="button primary" disabled={form.busy}>
        {busy ? busyLabel : label}
      </button>
      <p
        className={form.status === 'failed' ? 'form-error' : 'form-success'}
        role="status"
        aria-live="polite"
      >
        {form.status === 'succeeded' && done}
        {form.status === 'failed' && form.error}
      </p>
    </div>
  );
}
