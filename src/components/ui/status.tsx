import type { ReactNode } from 'react';

/** A page whose chunk or data is on its way: holds the space, so nothing jumps when it arrives. */
export function PageLoading({ label = 'Učitavanje…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A part of a page that could not load, with the server's text and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          Pokušajte ponovo
        </button>
      )}
    </div>
  );
}

/** Nothing to show yet, with what the shopper can do about it. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  );
}
