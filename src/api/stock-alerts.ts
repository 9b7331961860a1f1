import { routes } from '../../contract/routes';
import type { StockAlertAnswer, StockAlertBody } from '../../contract/stock-alerts';
import { call } from './request';

/**
 * POST /api/products/{slug}/stock-alert: "Obavesti me kada stigne". A signed-in shopper sends no
 * address (the account's is used); resolves with the address and the shop's Serbian confirmation.
 */
export function requestStockAlert(slug: string, body: StockAlertBody): Promise<StockAlertAnswer> {
  return call(routes.stockAlertCreate, { params: { slug }, body });
}
