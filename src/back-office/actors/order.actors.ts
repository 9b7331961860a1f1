import { fromPromise } from 'xstate';
import type { AdminOrderDetail, StaffOrderEventBody } from '../../../contract/admin';
import { adminOrderMachine } from '../../../machines/admin-order/admin-order.machine';
import type { StaffOrderAction } from '../../../machines/admin-order/admin-order.types';
import { checkWith, createForm, systemActor, tell } from '../../actors/form-logic';
import { createLoader } from '../../actors/loader-logic';
import { listOrders, readDashboard, readOrder, sendOrderEvent } from '../admin-api';

/**
 * The system ids the order screens' actors run under while they show: one per list, since the
 * list left is stopped a tick after the next one starts.
 */
export const ORDER_LIST_IDS = {
  all: 'adminOrderList',
  payments: 'adminPaymentList',
  withdrawals: 'adminWithdrawalList',
} as const;
export const DASHBOARD_ID = 'adminDashboard';
export const adminOrderId = (orderId: string) => `adminOrder-${orderId}`;

/** An order list (Porudžbine, Uplate na čekanju, Odustanci): its filters and page are the query. */
export const orderListLoader = createLoader(listOrders);
/** The dashboard's figures. */
export const dashboardLoader = createLoader(readDashboard);

/** One order in the back office (machines/admin-order) with its real calls; a change reloads the lists. */
export const adminOrderLogic = adminOrderMachine.provide({
  actors: {
    loadOrder: fromPromise<AdminOrderDetail, string>(({ input }) => readOrder(input)),
    sendEvent: fromPromise<AdminOrderDetail, { orderId: string; body: StaffOrderEventBody }>(({ input }) =>
      sendOrderEvent(input.orderId, input.body),
    ),
  },
  actions: {
    orderChanged: ({ system }) => {
      for (const id of Object.values(ORDER_LIST_IDS)) tell(system as never, id, { type: 'loader.reload' });
      tell(system as never, DASHBOARD_ID, { type: 'loader.reload' });
    },
  },
});

type ActionType = 'ship' | 'cancel' | 'refund';

/**
 * An action's form (ship, cancel, refund): checked with the contract's body of that event, then
 * handed to the order's machine (`extra` is the order id), which adds the version and sends it.
 */
function actionForm<T extends ActionType>(type: T, valuesOf: (values: Record<string, unknown>) => object) {
  return createForm({
    check: checkWith(
      () => import('../../../contract/admin').then((contract) => contract.staffOrderEventBodySchema),
      // The version is the machine's to add; the check needs one of the right shape.
      (values) => ({ type, expectedVersion: 0, ...valuesOf(values) }),
    ),
    submit: ({ expectedVersion: _version, ...action }: StaffOrderEventBody, orderId, system) => {
      systemActor(system, adminOrderId(orderId as string)).send({
        type: 'adminOrder.act',
        action: action as StaffOrderAction,
      });
    },
  });
}

/** Pošalji: the carrier and the tracking number. */
export const shipForm = actionForm('ship', ({ carrier, trackingNumber }) => ({ carrier, trackingNumber }));
/** Otkaži: the reason, which the shopper's mail and the timeline show. */
export const cancelForm = actionForm('cancel', ({ reason }) => ({ reason }));
/** Evidentiraj povraćaj novca: the amount in whole dinars. */
export const refundForm = actionForm('refund', ({ amount }) => ({
  amount: String(amount).trim() === '' ? undefined : Number(String(amount).replace(/\./g, '')),
}));
