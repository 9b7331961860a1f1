import type { RouteBody } from '../../contract/route-schemas';
import { systemIds } from '../../machines/shared/system';
import * as ordersApi from '../api/orders';
import { checkWith, createForm, tell } from './form-logic';

/** Which order the withdrawal is for; a guest's page has the order's access token. */
export type WithdrawalFor = { orderId: string; token?: string | undefined };

type WithdrawalBody = RouteBody<'orderWithdrawal'>;

/** The reason is optional: one left empty (or only spaces) is not sent at all. */
const checkWithdrawal = checkWith(
  () => import('../../contract/admin').then((contract) => contract.withdrawalBodySchema),
  (values) => {
    const reason = String(values.reason ?? '').trim();
    return reason === '' ? {} : { reason };
  },
);

/**
 * "Odustanak od ugovora" (POST /api/orders/{id}/withdrawal): the optional reason, checked with the
 * server's schema; once the shop has the request, the order's page reads the order again and shows
 * the timeline with it.
 */
export const withdrawalForm = createForm({
  check: checkWithdrawal,
  submit: (body: WithdrawalBody, extra) => {
    const { orderId, token } = extra as WithdrawalFor;
    return ordersApi.requestWithdrawal(orderId, token ? { ...body, token } : body);
  },
  succeeded: (_answer, system) => tell(system, systemIds.order, { type: 'loader.reload' }),
});
