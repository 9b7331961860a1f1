import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastContainerMounted, toastsRequested } from '../actors/toast';

// react-toastify arrives in a chunk of its own with the first toast: most first pages show none.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** Tells the toasts the container is there (its effects ran before this sibling's). */
function ContainerMounted() {
  useEffect(toastContainerMounted, []);
  return null;
}

/** Where the shop's toasts appear (src/actors/toast.tsx shows them), mounted with the first one. */
export function ToastOutlet() {
  const requested = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" newestOnTop closeOnClick />
      <ContainerMounted />
    </Suspense>
  );
}
