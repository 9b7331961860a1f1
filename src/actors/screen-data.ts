import * as ordersApi from '../api/orders';
import { createLoader } from './loader-logic';

export { createLoader, type LoaderLogic } from './loader-logic';
// The profile's read and forms live in ./profile.screen-data.ts (the cart's checkout reads the
// profile too, without the rest of this module).
export { profileLoader } from './profile.screen-data';

// Reads of server data, one per screen need (views use them through src/lib/use-loader.ts). The
// header's, the catalogue's and the search page's reads are in ./layout.screen-data.ts,
// ./catalog.screen-data.ts and ./search.screen-data.ts.

/** GET /api/orders: the signed-in user's history. */
export const ordersLoader = createLoader(async (_: undefined) => ordersApi.fetchOrders());
/** GET /api/orders/{id} (with the guest's access token from the confirmation link). */
export const orderLoader = createLoader(async ({ id, token }: { id: string; token?: string }) =>
  ordersApi.fetchOrder(id, token),
);
