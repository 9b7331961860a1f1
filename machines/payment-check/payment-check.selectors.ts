import type { SnapshotFrom } from 'xstate';
import type { paymentCheckMachine } from './payment-check.machine';

/** The order whose transfer is being checked, or null while the panel is closed. */
export const selectCheckedOrder = (snapshot: SnapshotFrom<typeof paymentCheckMachine>) =>
  snapshot.matches('checking') ? snapshot.context.orderId : null;
