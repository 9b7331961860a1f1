import type { ReactNode } from 'react';
import type { Submission } from '../../lib/use-submission';

type Props = {
  submission: Submission<never, unknown>;
  label: string;
  busyLabel: string;
  /** What the shopper reads once the server took the change. */
  done: ReactNode;
};

/** A profile form's button and the outcome of its last submission, read out as it changes. */
export function ProfileFormActions({ submission, label, busyLabel, done }: Props) {
  const busy = submission.status === 'submitting';
  return (
    <div className="profile-actions">
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <p
        className={submission.status === 'failed' ? 'form-error' : 'form-success'}
        role="status"
        aria-live="polite"
      >
        {submission.status === 'succeeded' && done}
        {submission.status === 'failed' && submission.error}
      </p>
    </div>
  );
}
