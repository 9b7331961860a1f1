import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './account-confirm.css';

type Props = {
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
};

/**
 * Asks in place before something that cannot be undone (deleting a review, emptying the wishlist).
 * It takes the focus on the harmless answer; Escape cancels.
 */
export function AccountConfirm({ question, confirmLabel, onConfirm, onCancel, busy = false }: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => cancel.current?.focus(), []);
  return (
    <div
      className="account-confirm"
      role="alertdialog"
      aria-labelledby={id}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={id}>{question}</p>
      <div className="account-confirm-actions">
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Odustani
        </button>
      </div>
    </div>
  );
}
