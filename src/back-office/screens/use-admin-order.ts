import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { adminOrderMachine } from '../../../machines/admin-order/admin-order.machine';
import {
  selectAllowed,
  selectOrderBusy,
  selectOrderDetail,
  selectOrderError,
  selectOrderNotice,
  selectOrderStatus,
  selectOpenForm,
  selectSent,
} from '../../../machines/admin-order/admin-order.selectors';
import { useScreenActor } from '../../lib/use-screen-actor';
import { adminOrderId, adminOrderLogic } from '../actors/order.actors';

const viewOf = (snapshot: SnapshotFrom<typeof adminOrderMachine> | undefined) =>
  snapshot
    ? {
        status: selectOrderStatus(snapshot),
        detail: selectOrderDetail(snapshot),
        allowed: selectAllowed(snapshot),
        busy: selectOrderBusy(snapshot),
        sent: selectSent(snapshot),
        error: selectOrderError(snapshot),
        notice: selectOrderNotice(snapshot),
        form: selectOpenForm(snapshot),
      }
    : {
        status: 'loading' as const,
        detail: null,
        allowed: [],
        busy: true,
        sent: null,
        error: null,
        notice: null,
        form: null,
      };

/** One order's machine while its screen shows (the action forms reach it by its system id). */
export function useAdminOrder(orderId: string) {
  const actor = useScreenActor('adminOrder', adminOrderLogic, { orderId }, adminOrderId(orderId));
  const view = useSelector(actor, viewOf, shallowEqual);
  return { actor, ...view };
}

export type AdminOrderView = ReturnType<typeof useAdminOrder>;
