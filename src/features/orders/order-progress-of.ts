import type { OrderProgress } from './order-progress.types';

/**
 * The order's life from GET /api/orders/{id}'s answer, once it carries one (the lifecycle, the
 * timeline, the shipment and the withdrawal window).
 */
export function progressOf(answer: object): OrderProgress | null {
  return 'lifecycle' in answer && 'timeline' in answer ? (answer as unknown as OrderProgress) : null;
}
