/**
 * Every call of the shop's API: its method and full path, `:name` marking a path parameter. Plain
 * data without zod, so the storefront can call through it without loading the schemas; the schemas
 * of each route (params, query, body, answer per status) are in ./route-schemas.ts, which the
 * server registers from and the tests' fakes answer through. test/server/route-table.test.ts holds
 * the server to this table, route for route.
 */
const table = {
  health: { method: 'GET', path: '/api/health' },

  cartCreate: { method: 'POST', path: '/api/cart/create' },
  cartGet: { method: 'GET', path: '/api/cart' },
  cartExists: { method: 'GET', path: '/api/cart/exists/:cartId' },
  cartAddItem: { method: 'POST', path: '/api/cart/add-item' },
  cartUpdateQuantity: { method: 'PUT', path: '/api/cart/update-quantity' },
  cartRemoveItem: { method: 'DELETE', path: '/api/cart/remove-item/:itemId' },
  cartRemoveUnavailable: { method: 'DELETE', path: '/api/cart/remove-unavailable-items/:cartId' },
  cartClear: { method: 'DELETE', path: '/api/cart/clear/:cartId' },
  cartLastAccessed: { method: 'PUT', path: '/api/cart/last-accessed' },
  cartPromoApply: { method: 'POST', path: '/api/cart/promo' },
  cartPromoRemove: { method: 'DELETE', path: '/api/cart/promo/:cartId' },

  authRegister: { method: 'POST', path: '/api/auth/register' },
  authLogin: { method: 'POST', path: '/api/auth/login' },
  authLogout: { method: 'POST', path: '/api/auth/logout' },
  authMe: { method: 'GET', path: '/api/auth/me' },
  authCheckUser: { method: 'POST', path: '/api/auth/check-user' },
  authPendingVerification: { method: 'POST', path: '/api/auth/pending-verification/get' },
  authGenerateEmail: { method: 'POST', path: '/api/auth/generate-email' },
  authRequestVerifyEmail: { method: 'POST', path: '/api/auth/request-verify-email' },
  authVerifyEmail: { method: 'PUT', path: '/api/auth/verify-email/:token' },
  authGenerateResetPass: { method: 'POST', path: '/api/auth/generate-reset-pass' },
  authVerifyPass: { method: 'POST', path: '/api/auth/verify-pass/:token' },
  authChangePass: { method: 'PUT', path: '/api/auth/change-pass' },

  profileGet: { method: 'GET', path: '/api/profile' },
  profileUpdate: { method: 'PUT', path: '/api/profile' },
  profilePassword: { method: 'PUT', path: '/api/profile/password' },

  wishlistCreate: { method: 'POST', path: '/api/wishlist/create' },
  wishlistDefault: { method: 'GET', path: '/api/wishlist/default' },
  wishlistAddItem: { method: 'POST', path: '/api/wishlist/add-item/product' },
  wishlistRemoveItem: { method: 'DELETE', path: '/api/wishlist/remove-item/:itemId' },
  wishlistRemoveItems: { method: 'DELETE', path: '/api/wishlist/remove-items' },
  wishlistClear: { method: 'DELETE', path: '/api/wishlist/clear/:wishlistId' },
  wishlistPriority: { method: 'PUT', path: '/api/wishlist/priority/:wishlistId' },

  categories: { method: 'GET', path: '/api/categories' },
  productList: { method: 'GET', path: '/api/products' },
  productSearch: { method: 'GET', path: '/api/products/search' },
  productSuggest: { method: 'GET', path: '/api/products/suggest' },
  productCompare: { method: 'GET', path: '/api/products/compare' },
  productDetail: { method: 'GET', path: '/api/products/:slug' },
  productRelated: { method: 'GET', path: '/api/products/:slug/related' },

  productReviews: { method: 'GET', path: '/api/products/:slug/reviews' },
  reviewCreate: { method: 'POST', path: '/api/products/:slug/reviews' },
  myReviews: { method: 'GET', path: '/api/reviews/me' },
  reviewUpdate: { method: 'PUT', path: '/api/reviews/:id' },
  reviewDelete: { method: 'DELETE', path: '/api/reviews/:id' },

  stockAlertCreate: { method: 'POST', path: '/api/products/:slug/stock-alert' },

  orderPlace: { method: 'POST', path: '/api/orders' },
  orderList: { method: 'GET', path: '/api/orders' },
  orderGet: { method: 'GET', path: '/api/orders/:id' },

  contact: { method: 'POST', path: '/api/contact' },

  orderWithdrawal: { method: 'POST', path: '/api/orders/:id/withdrawal' },

  // The back office (issue 33). `staff` is who may call: an operator (orders, stock, withdrawals)
  // or only an admin; `totp: false` marks the calls a staff member makes before the second factor.
  adminSession: { method: 'GET', path: '/api/admin/session', staff: 'operator', totp: false },
  adminTotpEnrol: { method: 'POST', path: '/api/admin/totp/enrol', staff: 'operator', totp: false },
  adminTotpVerify: { method: 'POST', path: '/api/admin/totp/verify', staff: 'operator', totp: false },
  adminTotpRecover: { method: 'POST', path: '/api/admin/totp/recover', staff: 'operator', totp: false },
  adminStaffList: { method: 'GET', path: '/api/admin/staff', staff: 'admin' },
  adminStaffInvite: { method: 'POST', path: '/api/admin/staff/invite', staff: 'admin' },
  adminStaffRole: { method: 'PUT', path: '/api/admin/staff/:id/role', staff: 'admin' },
  adminAudit: { method: 'GET', path: '/api/admin/audit', staff: 'admin' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', staff: 'operator' },

  adminOrderList: { method: 'GET', path: '/api/admin/orders', staff: 'operator' },
  adminOrderGet: { method: 'GET', path: '/api/admin/orders/:id', staff: 'operator' },
  adminOrderEvent: { method: 'POST', path: '/api/admin/orders/:id/events', staff: 'operator' },

  adminProductList: { method: 'GET', path: '/api/admin/products', staff: 'operator' },
  adminProductGet: { method: 'GET', path: '/api/admin/products/:id', staff: 'operator' },
  adminProductCreate: { method: 'POST', path: '/api/admin/products', staff: 'admin' },
  adminProductUpdate: { method: 'PATCH', path: '/api/admin/products/:id', staff: 'admin' },
  adminProductStock: { method: 'PUT', path: '/api/admin/products/:id/stock', staff: 'operator' },
  adminProductImageAdd: { method: 'POST', path: '/api/admin/products/:id/images', staff: 'admin' },
  adminProductImageRemove: {
    method: 'DELETE',
    path: '/api/admin/products/:id/images/:imageId',
    staff: 'admin',
  },
  adminCategoryList: { method: 'GET', path: '/api/admin/categories', staff: 'admin' },
  adminCategoryCreate: { method: 'POST', path: '/api/admin/categories', staff: 'admin' },
  adminCategoryUpdate: { method: 'PATCH', path: '/api/admin/categories/:id', staff: 'admin' },
  adminCatalogImport: { method: 'POST', path: '/api/admin/catalog/import', staff: 'admin' },

  adminPromoList: { method: 'GET', path: '/api/admin/promo-codes', staff: 'admin' },
  adminPromoCreate: { method: 'POST', path: '/api/admin/promo-codes', staff: 'admin' },
  adminPromoDeactivate: {
    method: 'POST',
    path: '/api/admin/promo-codes/:id/deactivate',
    staff: 'admin',
  },
} as const satisfies Record<string, RouteEntry>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call a back-office route (contract/admin.ts staffRoles). */
export type StaffAccess = 'operator' | 'admin';
type RouteEntry = {
  method: HttpMethod;
  path: `/api/${string}`;
  staff?: StaffAccess;
  /** false: a staff call answered before the TOTP second factor (enrolment, sign-in). */
  totp?: false;
};
export type RouteName = keyof typeof table;
/** One entry of the table, carrying its own name (the key of its schemas in ./route-schemas.ts). */
export type Route<N extends RouteName = RouteName> = (typeof table)[N] & { readonly name: N };

/** The route table: `routes.cartAddItem` is `{ name, method: 'POST', path: '/api/cart/add-item' }`. */
export const routes = Object.fromEntries(
  Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
) as { readonly [N in RouteName]: Route<N> };

/** The names of the `:name` parameters in a path. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path with its parameters filled in (each URI-encoded). */
export function pathOf(route: Route, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
