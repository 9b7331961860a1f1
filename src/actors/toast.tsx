import type { Toast } from '../../machines/shared/toast';

let requested = false;
const listeners = new Set<() => void>();
let markContainerMounted = () => {};
let containerMounted = new Promise<void>((resolve) => {
  markContainerMounted = resolve;
});

/**
 * Whether the shop has shown a toast yet: src/lib/toast-outlet.tsx mounts react-toastify's container
 * from then on, so a visit without a toast never downloads it.
 */
export const toastsRequested = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => requested,
};

/**
 * Called by the outlet once the container is mounted; the returned cleanup runs when it goes.
 * Toasts wait for it: react-toastify's own queue for toasts raised before a container exists is
 * lost when StrictMode mounts the container twice.
 */
export function toastContainerMounted(): () => void {
  markContainerMounted();
  return () => {
    containerMounted = new Promise<void>((resolve) => {
      markContainerMounted = resolve;
    });
  };
}

/** Shows a toast with react-toastify, loaded on first use. */
export function showToast({ kind, title, text, durationMs }: Toast): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('react-toastify'), containerMounted]).then(([{ toast }]) =>
    toast(
      <div>
        <strong>{title}</strong>
        <p>{text}</p>
      </div>,
      { type: kind, autoClose: durationMs },
    ),
  );
}
