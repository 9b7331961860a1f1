import type { Toast } from '../../machines/shared/toast';

/** Shows a toast with react-toastify, loaded on first use (it is not needed for the first page). */
export function showToast({ kind, title, text, durationMs }: Toast): void {
  void import('react-toastify').then(({ toast }) =>
    toast(
      <div>
        <strong>{title}</strong>
        <p>{text}</p>
      </div>,
      { type: kind, autoClose: durationMs },
    ),
  );
}
