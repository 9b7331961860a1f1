// wouter and @xstate/react import useSyncExternalStore through the use-sync-external-store shim,
// which exists for React < 18. React 19 has it: vite.config.ts points the shim here, so the build
// ships React's own instead of the shim's code (the shim would delegate to it anyway).
export { useSyncExternalStore } from 'react';
