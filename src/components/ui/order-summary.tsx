import type { z } from 'zod/mini';
import type { orderResponseSchema } from '../../../contract/orders';
import { PaymentSlip } from './payment-slip';
import { OrderSummaryInfo } from './order-summary-info';
import { OrderSummaryItems } from './order-summary-items';
import './fact-rows.css';
import './order-summary.css';

type Props = z.infer<typeof orderResponseSchema>;

/**
 * One order as the shopper sees it after placing it: on the confirmation page and in the order's
 * details alike (each page keeps its own heading and actions). The bank slip, with its QR code,
 * only for a bank transfer.
 */
export function OrderSummary({ order, paymentSlip }: Props) {
  return (
    <>
      <OrderSummaryItems order={order} />
      <OrderSummaryInfo order={order} />
      {paymentSlip && <PaymentSlip slip={paymentSlip} />}
    </>
  );
}
