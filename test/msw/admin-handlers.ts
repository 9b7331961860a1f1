import {
  type AdminPromo,
  type PromoCreateBody,
  adminPromoListResponseSchema,
  adminPromoResponseSchema,
} from '../../contract/promo';
import { type HttpHandler, HttpResponse, http } from 'msw';
import {
  type AdminOrderDetail,
  type AdminProduct,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminOrderDetailSchema,
  adminOrderListResponseSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  auditListResponseSchema,
  catalogImportResponseSchema,
  dashboardResponseSchema,
  productImageResponseSchema,
  recoveryResponseSchema,
  type StaffMember,
  staffInviteResponseSchema,
  staffListResponseSchema,
  staffSessionResponseSchema,
  totpEnrolResponseSchema,
  totpVerifyResponseSchema,
  transitionNotAllowedSchema,
} from '../../contract/admin';
import type { OrderLifecycleState, StaffOrderEventType } from '../../contract/order-lifecycle';
import { routes } from '../../contract/routes';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import { handle } from './handle';
import { apiUrl } from './msw-server';

type Category = { id: number; name: string; slug: string; parentId: number | null; productCount: number };
type AuditEntry = (typeof auditListResponseSchema)['_zod']['output']['items'][number];
type StaffRow = StaffMember & { totpEnrolled: boolean; createdAt: string };

/**
 * A small back office answering like server/routes/api/admin does (same routes, the contract's
 * shapes, its refusals): the staff session and its second factor, orders with a lifecycle table,
 * products, photos, categories, staff, the audit log and the import. Every call lands in `calls`
 * with its body, for the tests to read what the views sent.
 */
export type FakeBackOffice = {
  /** Who the password session is: nobody (401), a shopper (403) or a staff member. */
  signedIn: 'nobody' | 'shopper' | StaffMember;
  totp: 'notEnrolled' | 'required' | 'verified';
  /** How long the session answers it has left before it ends idle. */
  idleMs: number;
  /** The code the fake authenticator shows now. */
  code: string;
  recoveryCodes: string[];
  orders: AdminOrderDetail[];
  products: AdminProduct[];
  categories: Category[];
  staff: StaffRow[];
  audit: AuditEntry[];
  /** Promo codes (contract/promo.ts); absent: none. */
  promos?: AdminPromo[];
  /** Answers forced on the next staff calls, by route name, one each (a 409, a TOTP_REQUIRED…). */
  next: Partial<Record<string, Response[]>>;
  calls: { route: string; url: string; body?: unknown }[];
};

export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export function aBackOffice(overrides: Partial<FakeBackOffice> = {}): FakeBackOffice {
  return {
    signedIn: { id: 1, email: 'jelena@prodavnica.rs', firstName: 'Jelena', lastName: 'Jović', role: 'admin' },
    totp: 'verified',
    idleMs: 30 * 60_000,
    code: '246810',
    recoveryCodes: Array.from({ length: 10 }, (_, index) => `rk${index}-7q2m-x9pd`),
    orders: [],
    products: [],
    categories: [],
    staff: [],
    audit: [],
    next: {},
    calls: [],
    ...overrides,
  };
}

/** Where each staff event leads (the lifecycle's table, as far as these tests go). */
const LIFECYCLE: Record<StaffOrderEventType, (state: OrderLifecycleState) => OrderLifecycleState> = {
  confirm: (state) => ({ ...state, fulfilment: 'confirmed' }),
  markPaid: (state) => ({ ...state, payment: 'paid' }),
  ship: (state) => ({ ...state, fulfilment: 'shipped' }),
  deliver: (state) => ({
    fulfilment: 'delivered',
    payment: state.payment === 'payOnDelivery' ? 'paid' : state.payment,
  }),
  cancel: (state) => ({
    fulfilment: 'cancelled',
    payment: state.payment === 'paid' ? 'refunded' : 'voided',
  }),
  acceptReturn: (state) => ({ ...state, fulfilment: 'returned' }),
  refund: (state) => ({ ...state, payment: 'refunded' }),
};

/** What each state allows next (the tests' small lifecycle). */
export function allowedIn(state: OrderLifecycleState): StaffOrderEventType[] {
  const allowed: StaffOrderEventType[] = [];
  const { fulfilment, payment } = state;
  if (fulfilment === 'placed') allowed.push('confirm');
  if (payment === 'awaitingPayment' && fulfilment !== 'cancelled') allowed.push('markPaid');
  if (fulfilment === 'confirmed') allowed.push('ship');
  if (fulfilment === 'shipped') allowed.push('deliver');
  if (fulfilment === 'placed' || fulfilment === 'confirmed') allowed.push('cancel');
  if (fulfilment === 'withdrawalRequested') allowed.push('acceptReturn');
  if (fulfilment === 'returned' && payment === 'paid') allowed.push('refund');
  return allowed;
}

const CARRIER_URLS: Record<string, string> = {
  postExpress: 'https://www.posta.rs/alati/pracenje-posiljke.aspx?broj=',
};

export function backOfficeHandlers(office: FakeBackOffice): HttpHandler[] {
  const forced = (name: string) => office.next[name]?.shift();
  const record = async (name: string, request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    office.calls.push({ route: name, url: request.url, ...(body === undefined ? {} : { body }) });
  };
  const staffMember = () => (typeof office.signedIn === 'object' ? office.signedIn : null);
  /** The staff guard (contract/routes.ts staff and totp), then the route's own answer. */
  const guarded =
    <N extends keyof typeof routes>(
      name: N,
      answer: (request: Request, params: Record<string, string>) => Response | Promise<Response>,
    ) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      await record(name, request);
      const route = routes[name] as { staff?: string; totp?: false };
      if (office.signedIn === 'nobody') return sessionExpiredJson();
      if (office.signedIn === 'shopper')
        return errorJson(403, { error: 'Nemate pristup administraciji.', code: 'FORBIDDEN' });
      const override = forced(name);
      if (override) return override;
      if (route.totp !== false && office.totp !== 'verified')
        return errorJson(403, { error: 'Potrebna je potvrda kodom iz aplikacije.', code: 'TOTP_REQUIRED' });
      if (route.staff === 'admin' && staffMember()?.role !== 'admin')
        return errorJson(403, { error: 'Za ovo je potreban administrator.', code: 'FORBIDDEN' });
      return answer(request, params as Record<string, string>);
    };
  const orderOf = (id: string) => office.orders.find((detail) => detail.order.id === id);
  const productOf = (id: string) => office.products.find((product) => product.id === Number(id));
  const notFound = (what: string) =>
    errorJson(404, { error: `${what} nije pronađen(a).`, code: 'NOT_FOUND' });
  const page = <T>(items: T[], url: string) => {
    const number = Number(new URL(url).searchParams.get('page') ?? '1');
    const pageSize = 20;
    return {
      items: items.slice((number - 1) * pageSize, number * pageSize),
      total: items.length,
      page: number,
      pageSize,
    };
  };
  const listed = (product: AdminProduct) => {
    const { description: _description, ...row } = product;
    return row;
  };

  return [
    handle(
      routes.adminSession,
      guarded('adminSession', () =>
        contractJson(staffSessionResponseSchema, {
          staff: staffMember()!,
          totp: office.totp,
          idleExpiresAt: new Date(Date.now() + office.idleMs).toISOString(),
        }),
      ),
    ),
    handle(
      routes.adminTotpEnrol,
      guarded('adminTotpEnrol', () =>
        contractJson(totpEnrolResponseSchema, {
          uri: `otpauth://totp/Prodavnica:${staffMember()!.email}?secret=${TOTP_SECRET}`,
          qrCode: 'data:image/png;base64,iVBORw0KGgo=',
          secret: TOTP_SECRET,
        }),
      ),
    ),
    handle(
      routes.adminTotpVerify,
      guarded('adminTotpVerify', async (request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== office.code)
          return errorJson(400, { error: 'Kod nije ispravan. Pokušajte ponovo.', code: 'TOTP_INVALID' });
        const first = office.totp === 'notEnrolled';
        office.totp = 'verified';
        return contractJson(totpVerifyResponseSchema, {
          verified: true,
          ...(first ? { recoveryCodes: office.recoveryCodes } : {}),
        });
      }),
    ),
    handle(
      routes.adminTotpRecover,
      guarded('adminTotpRecover', async (request) => {
        const { code } = (await request.json()) as { code: string };
        const at = office.recoveryCodes.indexOf(code.trim());
        if (at < 0) return errorJson(400, { error: 'Kod za oporavak nije ispravan.', code: 'TOTP_INVALID' });
        office.recoveryCodes.splice(at, 1);
        office.totp = 'verified';
        return contractJson(recoveryResponseSchema, {
          verified: true,
          remainingRecoveryCodes: office.recoveryCodes.length,
        });
      }),
    ),
    handle(
      routes.adminDashboard,
      guarded('adminDashboard', () =>
        contractJson(dashboardResponseSchema, {
          today: { orders: 3, revenue: 45_970 },
          last30Days: Array.from({ length: 30 }, (_, index) => {
            const day = new Date(Date.UTC(2026, 10, 2 + index));
            return { date: day.toISOString().slice(0, 10), orders: index % 4, revenue: (index % 4) * 12_990 };
          }),
          pendingTransfers: office.orders.filter((detail) => detail.lifecycle.payment === 'awaitingPayment')
            .length,
          withdrawals: office.orders.filter((detail) => detail.lifecycle.fulfilment === 'withdrawalRequested')
            .length,
          lowStock: office.products.filter((product) => product.stock <= 5).length,
        }),
      ),
    ),
    handle(
      routes.adminOrderList,
      guarded('adminOrderList', (request) => {
        const query = new URL(request.url).searchParams;
        const status = query.get('status');
        const q = query.get('q')?.toLowerCase();
        const items = office.orders
          .filter(
            ({ lifecycle }) => !status || lifecycle.fulfilment === status || lifecycle.payment === status,
          )
          .filter(({ order, paymentReference }) =>
            !q
              ? true
              : [
                  order.number,
                  `${order.customer.firstName} ${order.customer.lastName}`,
                  order.customer.email,
                  order.customer.phone,
                  paymentReference,
                ].some((field) => field.toLowerCase().includes(q)),
          )
          .map(({ order, lifecycle, paymentReference }) => ({
            id: order.id,
            number: order.number,
            createdAt: order.createdAt,
            customerName: `${order.customer.firstName} ${order.customer.lastName}`,
            email: order.customer.email,
            phone: order.customer.phone,
            total: order.total,
            paymentMethod: order.paymentMethod,
            paymentReference,
            lifecycle,
          }));
        return contractJson(adminOrderListResponseSchema, page(items, request.url));
      }),
    ),
    handle(
      routes.adminOrderGet,
      guarded('adminOrderGet', (_request, { id }) => {
        const detail = orderOf(id!);
        return detail ? contractJson(adminOrderDetailSchema, detail) : notFound('Porudžbina');
      }),
    ),
    handle(
      routes.adminOrderEvent,
      guarded('adminOrderEvent', async (request, { id }) => {
        const detail = orderOf(id!);
        if (!detail) return notFound('Porudžbina');
        const body = (await request.json()) as {
          type: StaffOrderEventType;
          expectedVersion: number;
        } & Record<string, unknown>;
        if (body.expectedVersion !== detail.version)
          return errorJson(409, { error: 'Porudžbina je izmenjena.', code: 'ORDER_CHANGED' });
        if (!detail.allowed.includes(body.type))
          return HttpResponse.json(
            transitionNotAllowedSchema.parse({
              error: 'Ova radnja nije dozvoljena u sadašnjem stanju porudžbine.',
              code: 'TRANSITION_NOT_ALLOWED',
              allowed: detail.allowed,
            }),
            { status: 409 },
          );
        const to = LIFECYCLE[body.type](detail.lifecycle);
        const note =
          body.type === 'ship'
            ? `${String(body.carrier)} ${String(body.trackingNumber)}`
            : body.type === 'cancel'
              ? String(body.reason)
              : body.type === 'refund'
                ? `${String(body.amount)} RSD`
                : null;
        detail.timeline.push({
          at: '2026-11-27T10:15:00.000Z',
          event: body.type,
          actor: { kind: 'staff', name: `${staffMember()!.firstName} ${staffMember()!.lastName}` },
          from: detail.lifecycle,
          to,
          note,
        });
        detail.lifecycle = to;
        detail.version += 1;
        detail.allowed = allowedIn(to);
        if (body.type === 'ship')
          detail.shipment = {
            carrier: body.carrier as 'postExpress',
            trackingNumber: String(body.trackingNumber),
            trackingUrl: `${CARRIER_URLS.postExpress}${String(body.trackingNumber)}`,
          };
        if (body.type === 'refund') detail.refundedAmount += Number(body.amount);
        return contractJson(adminOrderDetailSchema, detail);
      }),
    ),
    handle(
      routes.adminProductList,
      guarded('adminProductList', (request) => {
        const query = new URL(request.url).searchParams;
        const q = query.get('q')?.toLowerCase();
        const items = office.products
          .filter(
            (product) => !q || `${product.name} ${product.brand} ${product.ean}`.toLowerCase().includes(q),
          )
          .filter((product) => query.get('lowStock') !== 'true' || product.stock <= 5)
          .map(listed);
        return contractJson(adminProductListResponseSchema, page(items, request.url));
      }),
    ),
    handle(
      routes.adminProductGet,
      guarded('adminProductGet', (_request, { id }) => {
        const product = productOf(id!);
        return product ? contractJson(adminProductResponseSchema, { product }) : notFound('Proizvod');
      }),
    ),
    handle(
      routes.adminProductUpdate,
      guarded('adminProductUpdate', async (request, { id }) => {
        const product = productOf(id!);
        if (!product) return notFound('Proizvod');
        Object.assign(product, await request.json(), { updatedAt: '2026-11-27T10:20:00.000Z' });
        return contractJson(adminProductResponseSchema, { product });
      }),
    ),
    handle(
      routes.adminProductStock,
      guarded('adminProductStock', async (request, { id }) => {
        const product = productOf(id!);
        if (!product) return notFound('Proizvod');
        const { stock, expectedStock } = (await request.json()) as { stock: number; expectedStock?: number };
        if (expectedStock !== undefined && expectedStock !== product.stock)
          return errorJson(409, {
            error: 'Stanje je u međuvremenu promenjeno. Proverite novo stanje.',
            code: 'STOCK_CHANGED',
          });
        product.stock = stock;
        return contractJson(adminProductResponseSchema, { product });
      }),
    ),
    // multipart/form-data, which the contract leaves out of its body schemas (contract/route-schemas.ts).
    // jsdom's XMLHttpRequest hands msw its own FormData, which Node's Request cannot read: the body's
    // encoding is the end-to-end journey's to check against the real server.
    http.post(apiUrl('/api/admin/products/:id/images'), async ({ request, params }) => {
      office.calls.push({
        route: 'adminProductImageAdd',
        url: request.url,
        body: request.headers.get('content-type'),
      });
      const product = productOf(String(params.id));
      if (!product) return notFound('Proizvod');
      const file = { name: `nova-${product.images.length}.jpg` };
      const image = {
        id: 100 + product.images.length,
        url: `/images/products/${product.id}/${file.name}`,
        width: 800,
        height: 800,
        variants: [
          {
            format: 'jpeg' as const,
            width: 800,
            height: 800,
            url: `/images/products/${product.id}/${file.name}`,
          },
        ],
      };
      product.images.push(image);
      return contractJson(productImageResponseSchema, { image }, 201);
    }),
    handle(
      routes.adminProductImageRemove,
      guarded('adminProductImageRemove', (_request, { id, imageId }) => {
        const product = productOf(id!);
        if (!product) return notFound('Proizvod');
        product.images = product.images.filter((image) => image.id !== Number(imageId));
        return contractJson(adminProductResponseSchema, { product });
      }),
    ),
    handle(
      routes.adminCategoryList,
      guarded('adminCategoryList', () =>
        contractJson(adminCategoryListResponseSchema, { items: office.categories }),
      ),
    ),
    handle(
      routes.adminCategoryCreate,
      guarded('adminCategoryCreate', async (request) => {
        const body = (await request.json()) as { name: string; parentId: number | null };
        const category = {
          id: 100 + office.categories.length,
          name: body.name,
          slug: body.name.toLowerCase().replace(/\s+/g, '-'),
          parentId: body.parentId,
          productCount: 0,
        };
        office.categories.push(category);
        return contractJson(adminCategoryResponseSchema, { category }, 201);
      }),
    ),
    handle(
      routes.adminCategoryUpdate,
      guarded('adminCategoryUpdate', async (request, { id }) => {
        const category = office.categories.find((item) => item.id === Number(id));
        if (!category) return notFound('Kategorija');
        Object.assign(category, await request.json());
        return contractJson(adminCategoryResponseSchema, { category });
      }),
    ),
    handle(
      routes.adminStaffList,
      guarded('adminStaffList', () => contractJson(staffListResponseSchema, { items: office.staff })),
    ),
    handle(
      routes.adminStaffInvite,
      guarded('adminStaffInvite', () => contractJson(staffInviteResponseSchema, { invited: true })),
    ),
    handle(
      routes.adminStaffRole,
      guarded('adminStaffRole', async (request, { id }) => {
        const member = office.staff.find((item) => item.id === Number(id));
        if (!member) return notFound('Član osoblja');
        member.role = ((await request.json()) as { role: 'admin' | 'operator' }).role;
        return contractJson(staffListResponseSchema, { items: office.staff });
      }),
    ),
    handle(
      routes.adminAudit,
      guarded('adminAudit', (request) => {
        const query = new URL(request.url).searchParams;
        const items = office.audit.filter(
          (entry) => !query.get('entity') || entry.entity === query.get('entity'),
        );
        return contractJson(auditListResponseSchema, page(items, request.url));
      }),
    ),
    handle(
      routes.adminCatalogImport,
      guarded('adminCatalogImport', async (request) => {
        const body = (await request.json()) as { categories: unknown[]; products: unknown[] };
        return contractJson(catalogImportResponseSchema, {
          categories: body.categories.length,
          products: body.products.length,
        });
      }),
    ),
    handle(
      routes.adminPromoList,
      guarded('adminPromoList', () =>
        contractJson(adminPromoListResponseSchema, { items: office.promos ?? [] }),
      ),
    ),
    handle(
      routes.adminPromoCreate,
      guarded('adminPromoCreate', async (request) => {
        const body = (await request.json()) as PromoCreateBody;
        const promo: AdminPromo = {
          ...body,
          id: 100 + (office.promos ?? []).length,
          active: true,
          uses: 0,
          createdAt: '2026-12-01T10:00:00.000Z',
        };
        office.promos = [promo, ...(office.promos ?? [])];
        return contractJson(adminPromoResponseSchema, { promo }, 201);
      }),
    ),
    handle(
      routes.adminPromoDeactivate,
      guarded('adminPromoDeactivate', (_request, params) => {
        const promo = (office.promos ?? []).find((row) => row.id === Number(params.id))!;
        promo.active = false;
        return contractJson(adminPromoResponseSchema, { promo });
      }),
    ),
  ];
}
