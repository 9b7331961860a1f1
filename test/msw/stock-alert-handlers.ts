import type { HttpHandler } from 'msw';
import { routes } from '../../contract/routes';
import { stockAlertBodySchema, stockAlertResponseSchema } from '../../contract/stock-alerts';
import type { FakeCatalog } from './catalog-handlers';
import { contractJson, errorJson } from './contract-responses';
import { handle } from './handle';
import type { FakeShop } from './handlers';

/** server/stock-alerts/subscribe.ts STOCK_ALERT_THANKS. */
export const STOCK_ALERT_THANKS = 'Poslaćemo Vam e-poruku kada proizvod stigne.';

/**
 * POST /api/products/{slug}/stock-alert as server/routes/api/stock-alerts answers it: the signed-in
 * user's address or the guest's, refused for a product in stock or no longer sold.
 */
export function stockAlertHandlers(shop: FakeShop, catalog: FakeCatalog): HttpHandler[] {
  return [
    handle(routes.stockAlertCreate, async ({ request, params }) => {
      shop.calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const entry = catalog.entries.find((candidate) => candidate.product.slug === params.slug);
      if (!entry) return errorJson(404, { error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
      if (!entry.product.available)
        return errorJson(409, {
          error: 'Ovaj proizvod se više ne prodaje, pa ne možemo da Vas obavestimo kada stigne.',
          code: 'PRODUCT_UNAVAILABLE',
        });
      if (entry.product.stock > 0)
        return errorJson(409, {
          error: 'Proizvod je na stanju i možete ga odmah poručiti.',
          code: 'IN_STOCK',
        });
      const parsed = stockAlertBodySchema.safeParse(await request.json());
      if (!parsed.success)
        return errorJson(400, { error: 'Unesite ispravnu e-adresu.', code: 'VALIDATION_ERROR' });
      const account = shop.accounts.find((candidate) => candidate.user.id === shop.sessionUserId);
      const email = account?.user.email ?? parsed.data.email;
      if (!email)
        return errorJson(400, { error: 'Unesite e-adresu na koju da Vam javimo.', code: 'VALIDATION_ERROR' });
      return contractJson(stockAlertResponseSchema, { success: true, email, message: STOCK_ALERT_THANKS });
    }),
  ];
}
