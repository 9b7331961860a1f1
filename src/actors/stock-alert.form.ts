import type { StockAlertBody } from '../../contract/stock-alerts';
import * as stockAlertsApi from '../api/stock-alerts';
import { checkWith, createForm } from './form-logic';

const NO_ADDRESS = 'Unesite e-adresu na koju da Vam javimo.';

/** Whom the alert is for: the product, and whether the signed-in account's address is used. */
export type StockAlertFor = { slug: string; signedIn: boolean };

const checkAddress = checkWith(() =>
  import('../../contract/stock-alerts').then((contract) => contract.stockAlertBodySchema),
);

/**
 * "Obavesti me kada stigne" (POST /api/products/{slug}/stock-alert): a signed-in shopper's alert
 * goes to the account's address, a guest's to the address typed, checked with the contract's
 * schema (loaded with the first send).
 */
export const stockAlertForm = createForm({
  check: async (values, extra) => {
    if ((extra as StockAlertFor).signedIn) return { ok: true as const, data: {} };
    const email = String(values.email ?? '');
    if (email.trim() === '') return { ok: false as const, errors: { email: NO_ADDRESS } };
    return checkAddress({ email });
  },
  submit: (body: StockAlertBody, extra) =>
    stockAlertsApi.requestStockAlert((extra as StockAlertFor).slug, body),
});
