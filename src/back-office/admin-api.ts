import type { PromoCreateBody } from '../../contract/promo';
import type {
  StaffOrderEventBody,
  StaffRole,
  adminOrderStatusFilters,
  auditQuerySchema,
} from '../../contract/admin';
import type { AdminProduct } from '../../contract/admin';
import { routes } from '../../contract/routes';
import { call } from '../api/request';
import { adminCall } from './admin-call';

// The back office's calls, one function each (contract/routes.ts, contract/route-schemas.ts).
// The session's own calls go through `call`: they are how the session is found out, not news of it.

/** GET /api/admin/session: who is signed in, and how far their second factor is. */
export const readStaffSession = () => call(routes.adminSession);
/** POST /api/admin/totp/enrol: a new secret as an otpauth URI, a QR code and text. */
export const enrolTotp = () => call(routes.adminTotpEnrol);
/** POST /api/admin/totp/verify: the 6-digit code; the first after an enrolment answers the recovery codes. */
export const verifyTotp = (code: string) => call(routes.adminTotpVerify, { body: { code } });
/** POST /api/admin/totp/recover: one of the recovery codes instead of a code. */
export const recoverTotp = (code: string) => call(routes.adminTotpRecover, { body: { code } });

/** GET /api/admin/dashboard. */
export const readDashboard = () => adminCall(routes.adminDashboard);

export type OrderListQuery = {
  status?: (typeof adminOrderStatusFilters)[number] | undefined;
  q?: string | undefined;
  page: number;
};
/** GET /api/admin/orders?status=&q=&page=. */
export const listOrders = ({ status, q, page }: OrderListQuery) =>
  adminCall(routes.adminOrderList, { query: { status, q: q || undefined, page: String(page) } });
/** GET /api/admin/orders/{id}. */
export const readOrder = (id: string) => adminCall(routes.adminOrderGet, { params: { id } });
/** POST /api/admin/orders/{id}/events. */
export const sendOrderEvent = (id: string, body: StaffOrderEventBody) =>
  adminCall(routes.adminOrderEvent, { params: { id }, body });

export type ProductListQuery = { q?: string | undefined; lowStock?: boolean; page: number };
/** GET /api/admin/products?q=&lowStock=&page=. */
export const listProducts = ({ q, lowStock, page }: ProductListQuery) =>
  adminCall(routes.adminProductList, {
    query: { q: q || undefined, lowStock: lowStock ? 'true' : undefined, page: String(page) },
  });
/** GET /api/admin/products/{id}. */
export const readProduct = (id: number) => adminCall(routes.adminProductGet, { params: { id } });
/** PATCH /api/admin/products/{id}. */
export const updateProduct = (
  id: number,
  body: Partial<Omit<AdminProduct, 'id' | 'slug' | 'ean' | 'images' | 'updatedAt'>>,
) => adminCall(routes.adminProductUpdate, { params: { id }, body });
/** PUT /api/admin/products/{id}/stock, with the stock the operator saw. */
export const setStock = (id: number, body: { stock: number; expectedStock?: number }) =>
  adminCall(routes.adminProductStock, { params: { id }, body });
/** DELETE /api/admin/products/{id}/images/{imageId}. */
export const removeImage = (id: number, imageId: number) =>
  adminCall(routes.adminProductImageRemove, { params: { id, imageId } });

/** GET /api/admin/categories. */
export const listCategories = () => adminCall(routes.adminCategoryList);
/** POST /api/admin/categories. */
export const createCategory = (body: { name: string; parentId: number | null }) =>
  adminCall(routes.adminCategoryCreate, { body });
/** PATCH /api/admin/categories/{id}: a new name, or a new parent (a move). */
export const updateCategory = (id: number, body: { name?: string; parentId?: number | null }) =>
  adminCall(routes.adminCategoryUpdate, { params: { id }, body });

/** GET /api/admin/staff. */
export const listStaff = () => adminCall(routes.adminStaffList);
/** POST /api/admin/staff/invite. */
export const inviteStaff = (body: { email: string; role: StaffRole }) =>
  adminCall(routes.adminStaffInvite, { body });
/** PUT /api/admin/staff/{id}/role. */
export const setStaffRole = (id: number, role: StaffRole) =>
  adminCall(routes.adminStaffRole, { params: { id }, body: { role } });

export type AuditQuery = {
  page: number;
  staffId?: number | undefined;
  entity?: NonNullable<(typeof auditQuerySchema)['_zod']['output']['entity']> | undefined;
};
/** GET /api/admin/audit?page=&staffId=&entity=. */
export const readAudit = ({ page, staffId, entity }: AuditQuery) =>
  adminCall(routes.adminAudit, {
    query: { page: String(page), staffId: staffId === undefined ? undefined : String(staffId), entity },
  });

/** GET /api/admin/promo-codes: every promo code with its uses. */
export const listPromos = () => adminCall(routes.adminPromoList);
/** POST /api/admin/promo-codes. */
export const createPromo = (body: PromoCreateBody) => adminCall(routes.adminPromoCreate, { body });
/** POST /api/admin/promo-codes/{id}/deactivate. */
export const deactivatePromo = (id: number) => adminCall(routes.adminPromoDeactivate, { params: { id } });
