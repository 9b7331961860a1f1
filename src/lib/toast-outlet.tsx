import { lazy, Suspense } from 'react';

// react-toastify is not needed for the first page: its container arrives in a chunk of its own.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** Where the shop's toasts appear (src/actors/toast.tsx shows them). */
export function ToastOutlet() {
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" newestOnTop closeOnClick />
    </Suspense>
  );
}
