import type { Config } from '../config';
import { publicUrl } from '../public-url';
import { orderAccessToken } from './access-token';
import type { OrderRow } from './order-dto';

/**
 * The order's page a lifecycle mail links to: a customer's in their order history, a guest's the
 * confirmation page with its access token (derived again from the cart and the idempotency key,
 * as at placement: server/orders/access-token.ts).
 */
export function orderPageUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, row: OrderRow): string {
  if (row.userId !== null) return publicUrl(config, `/profil/istorija-kupovine/${row.id}`);
  const token = orderAccessToken(row, row.idempotencyKey);
  return publicUrl(config, `/potvrdjena-kupovina?${new URLSearchParams({ order: row.id, token })}`);
}
