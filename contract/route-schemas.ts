import { z } from 'zod/mini';
import {
  adminCategoryBodySchema,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductPatchSchema,
  adminProductResponseSchema,
  auditListResponseSchema,
  auditQuerySchema,
  catalogImportResponseSchema,
  dashboardResponseSchema,
  imageParams,
  productImageResponseSchema,
  recoveryCodeBodySchema,
  recoveryResponseSchema,
  staffInviteBodySchema,
  staffInviteResponseSchema,
  staffListResponseSchema,
  staffOrderEventBodySchema,
  staffRoleBodySchema,
  staffSessionResponseSchema,
  stockBodySchema,
  totpCodeBodySchema,
  totpEnrolResponseSchema,
  totpVerifyResponseSchema,
  withdrawalBodySchema,
  withdrawalResponseSchema,
} from './admin';
import {
  changePassBodySchema,
  changePassResponseSchema,
  checkUserResponseSchema,
  emailBodySchema,
  loginBodySchema,
  loginResponseSchema,
  mailQueuedResponseSchema,
  meResponseSchema,
  pendingVerificationResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  tokenParams,
  verifyEmailResponseSchema,
  verifyPassResponseSchema,
} from './auth';
import {
  addItemBodySchema,
  cartExistsResponseSchema,
  cartItemSchema,
  cartSchema,
  createCartResponseSchema,
  removeUnavailableResponseSchema,
  updateQuantityBodySchema,
} from './cart';
import {
  catalogImportSchema,
  categoryTreeSchema,
  productDetailResponseSchema,
  productRelatedResponseSchema,
  productListQuerySchema,
  productListSchema,
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from './catalog';
import { cartIdParams, idParams, itemIdParams, slugParams, wishlistIdParams } from './common';
import { compareQuerySchema, compareResponseSchema } from './compare';
import { contactBodySchema, contactResponseSchema } from './contact';
import { apiErrorSchema, successSchema } from './errors';
import {
  orderAccessQuery,
  orderIdParams,
  orderListResponseSchema,
  orderDetailsResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from './orders';
import {
  adminPromoListResponseSchema,
  adminPromoResponseSchema,
  applyPromoBodySchema,
  cartPromoResponseSchema,
  promoCreateBodySchema,
  promoRefusedErrorSchema,
} from './promo';
import { changePasswordBodySchema, profileResponseSchema, updateProfileBodySchema } from './profile';
import {
  myReviewsResponseSchema,
  productReviewsResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
} from './reviews';
import type { RouteName } from './routes';
import { stockAlertBodySchema, stockAlertResponseSchema } from './stock-alerts';
import {
  addWishlistItemBodySchema,
  createWishlistResponseSchema,
  priorityBodySchema,
  removeWishlistItemsBodySchema,
  removeWishlistItemsResponseSchema,
  wishlistItemSchema,
  wishlistSchema,
} from './wishlist';

type Schema = z.ZodMiniType;
/** What Fastify's `schema` option takes: the answer's schema per status code. */
export type RouteSchema = {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  response: Partial<Record<number, Schema>>;
};

export const healthResponseSchema = z.object({
  // degraded: the shop works, but Redis (shared rate limits) does not answer.
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.optional(z.enum(['ok', 'unavailable'])),
});

/**
 * 503: the database did not answer /api/health within its own deadline (then it says so), or the
 * instance is overloaded (plugins/overload.ts: the error alone).
 */
export const healthUnavailableSchema = z.extend(apiErrorSchema, {
  status: z.optional(z.literal('unavailable')),
  database: z.optional(z.literal('unavailable')),
  redis: z.optional(z.enum(['ok', 'unavailable'])),
});

/**
 * The schemas of every route in ./routes.ts, by route name. The server validates requests and
 * answers with them; the tests' fakes answer through them. The storefront loads this module in
 * development and tests only (src/api/request.ts): in production it trusts the server's answers.
 */
export const routeSchemas = {
  health: { response: { 200: healthResponseSchema, 503: healthUnavailableSchema } },

  cartCreate: { response: { 201: createCartResponseSchema } },
  cartGet: { response: { 200: cartSchema } },
  cartExists: { params: cartIdParams, response: { 200: cartExistsResponseSchema } },
  cartAddItem: { body: addItemBodySchema, response: { 200: cartItemSchema } },
  cartUpdateQuantity: { body: updateQuantityBodySchema, response: { 200: cartItemSchema } },
  cartRemoveItem: { params: itemIdParams, response: { 200: successSchema } },
  cartRemoveUnavailable: { params: cartIdParams, response: { 200: removeUnavailableResponseSchema } },
  cartClear: { params: cartIdParams, response: { 200: successSchema } },
  cartLastAccessed: { response: { 200: successSchema } },
  cartPromoApply: {
    body: applyPromoBodySchema,
    response: { 200: cartPromoResponseSchema, 422: promoRefusedErrorSchema },
  },
  cartPromoRemove: { params: cartIdParams, response: { 200: cartPromoResponseSchema } },

  authRegister: { body: registerBodySchema, response: { 201: registerResponseSchema } },
  authLogin: { body: loginBodySchema, response: { 200: loginResponseSchema } },
  authLogout: { response: { 200: successSchema } },
  authMe: { response: { 200: meResponseSchema } },
  authCheckUser: { body: emailBodySchema, response: { 200: checkUserResponseSchema } },
  authPendingVerification: { body: emailBodySchema, response: { 200: pendingVerificationResponseSchema } },
  authGenerateEmail: { body: emailBodySchema, response: { 200: mailQueuedResponseSchema } },
  authRequestVerifyEmail: { body: emailBodySchema, response: { 200: mailQueuedResponseSchema } },
  authVerifyEmail: { params: tokenParams, response: { 200: verifyEmailResponseSchema } },
  authGenerateResetPass: { body: emailBodySchema, response: { 200: mailQueuedResponseSchema } },
  authVerifyPass: { params: tokenParams, response: { 200: verifyPassResponseSchema } },
  authChangePass: {
    body: changePassBodySchema,
    // An invalid link answers { success: false, error }; a bad form the usual validation error.
    response: { 200: changePassResponseSchema, 400: z.union([changePassResponseSchema, apiErrorSchema]) },
  },

  profileGet: { response: { 200: profileResponseSchema } },
  profileUpdate: { body: updateProfileBodySchema, response: { 200: profileResponseSchema } },
  profilePassword: { body: changePasswordBodySchema, response: { 200: successSchema } },

  wishlistCreate: {
    response: { 200: createWishlistResponseSchema, 201: createWishlistResponseSchema },
  },
  wishlistDefault: { response: { 200: wishlistSchema } },
  wishlistAddItem: { body: addWishlistItemBodySchema, response: { 201: wishlistItemSchema } },
  wishlistRemoveItem: { params: itemIdParams, response: { 200: successSchema } },
  wishlistRemoveItems: {
    body: removeWishlistItemsBodySchema,
    response: { 200: removeWishlistItemsResponseSchema },
  },
  wishlistClear: { params: wishlistIdParams, response: { 200: successSchema } },
  wishlistPriority: { params: wishlistIdParams, body: priorityBodySchema, response: { 200: wishlistSchema } },

  categories: { response: { 200: categoryTreeSchema } },
  productList: { querystring: productListQuerySchema, response: { 200: productListSchema } },
  productSearch: { querystring: searchQuerySchema, response: { 200: searchResultSchema } },
  productSuggest: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } },
  productCompare: { querystring: compareQuerySchema, response: { 200: compareResponseSchema } },
  productDetail: { params: slugParams, response: { 200: productDetailResponseSchema } },
  productRelated: { params: slugParams, response: { 200: productRelatedResponseSchema } },

  productReviews: { params: slugParams, response: { 200: productReviewsResponseSchema } },
  reviewCreate: { params: slugParams, body: reviewBodySchema, response: { 201: reviewResponseSchema } },
  myReviews: { response: { 200: myReviewsResponseSchema } },
  reviewUpdate: { params: idParams, body: reviewBodySchema, response: { 200: reviewResponseSchema } },
  reviewDelete: { params: idParams, response: { 200: successSchema } },

  stockAlertCreate: {
    params: slugParams,
    body: stockAlertBodySchema,
    response: { 200: stockAlertResponseSchema },
  },

  orderPlace: {
    body: placeOrderBodySchema,
    response: { 200: placeOrderResponseSchema, 201: placeOrderResponseSchema },
  },
  orderList: { response: { 200: orderListResponseSchema } },
  orderGet: {
    params: orderIdParams,
    querystring: orderAccessQuery,
    response: { 200: orderDetailsResponseSchema },
  },

  contact: { body: contactBodySchema, response: { 201: contactResponseSchema } },

  orderWithdrawal: {
    params: orderIdParams,
    body: withdrawalBodySchema,
    response: { 200: withdrawalResponseSchema },
  },

  adminSession: { response: { 200: staffSessionResponseSchema } },
  adminTotpEnrol: { response: { 200: totpEnrolResponseSchema } },
  adminTotpVerify: { body: totpCodeBodySchema, response: { 200: totpVerifyResponseSchema } },
  adminTotpRecover: { body: recoveryCodeBodySchema, response: { 200: recoveryResponseSchema } },
  adminStaffList: { response: { 200: staffListResponseSchema } },
  adminStaffInvite: { body: staffInviteBodySchema, response: { 200: staffInviteResponseSchema } },
  adminStaffRole: { params: idParams, body: staffRoleBodySchema, response: { 200: staffListResponseSchema } },
  adminAudit: { querystring: auditQuerySchema, response: { 200: auditListResponseSchema } },
  adminDashboard: { response: { 200: dashboardResponseSchema } },

  adminOrderList: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListResponseSchema } },
  adminOrderGet: { params: orderIdParams, response: { 200: adminOrderDetailSchema } },
  adminOrderEvent: {
    params: orderIdParams,
    body: staffOrderEventBodySchema,
    response: { 200: adminOrderDetailSchema },
  },

  adminProductList: {
    querystring: adminProductListQuerySchema,
    response: { 200: adminProductListResponseSchema },
  },
  adminProductGet: { params: idParams, response: { 200: adminProductResponseSchema } },
  adminProductCreate: { body: adminProductCreateSchema, response: { 201: adminProductResponseSchema } },
  adminProductUpdate: {
    params: idParams,
    body: adminProductPatchSchema,
    response: { 200: adminProductResponseSchema },
  },
  adminProductStock: {
    params: idParams,
    body: stockBodySchema,
    response: { 200: adminProductResponseSchema },
  },
  // The body is multipart/form-data with one file field `image` (JPEG, PNG or WebP, at most 10 MB).
  adminProductImageAdd: { params: idParams, response: { 201: productImageResponseSchema } },
  adminProductImageRemove: { params: imageParams, response: { 200: adminProductResponseSchema } },
  adminCategoryList: { response: { 200: adminCategoryListResponseSchema } },
  adminCategoryCreate: { body: adminCategoryBodySchema, response: { 201: adminCategoryResponseSchema } },
  adminCategoryUpdate: {
    params: idParams,
    body: z.partial(adminCategoryBodySchema),
    response: { 200: adminCategoryResponseSchema },
  },
  adminCatalogImport: { body: catalogImportSchema, response: { 200: catalogImportResponseSchema } },

  adminPromoList: { response: { 200: adminPromoListResponseSchema } },
  adminPromoCreate: { body: promoCreateBodySchema, response: { 201: adminPromoResponseSchema } },
  adminPromoDeactivate: { params: idParams, response: { 200: adminPromoResponseSchema } },
} as const satisfies { readonly [N in RouteName]: RouteSchema };

export type RouteSchemas = typeof routeSchemas;

type SuccessStatus = 200 | 201 | 204;
/** What a route answers on success (any of its 2xx schemas), as the client receives it. */
export type RouteAnswer<N extends RouteName> = {
  [S in keyof RouteSchemas[N]['response']]: S extends SuccessStatus
    ? RouteSchemas[N]['response'][S] extends Schema
      ? z.output<RouteSchemas[N]['response'][S]>
      : never
    : never;
}[keyof RouteSchemas[N]['response']];

/** The body a route takes, as the client sends it (before the server's parsing). */
export type RouteBody<N extends RouteName> = RouteSchemas[N] extends { body: infer B extends Schema }
  ? z.input<B>
  : never;
