import type { AdminOrderDetail, AdminProduct, StaffMember } from '../../contract/admin';
import type { OrderLifecycleState } from '../../contract/order-lifecycle';
import { anOrder } from './order-history-handlers';

// The back office's data as the server answers it (contract/admin.ts), for machine and view tests.

export const ORDER_ID = 'c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f';
export const OTHER_ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

export const anAdmin = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  email: 'jelena@prodavnica.rs',
  firstName: 'Jelena',
  lastName: 'Jović',
  role: 'admin',
  ...overrides,
});

export const anOperator = (overrides: Partial<StaffMember> = {}): StaffMember =>
  anAdmin({
    id: 2,
    email: 'marko@prodavnica.rs',
    firstName: 'Marko',
    lastName: 'Marković',
    role: 'operator',
    ...overrides,
  });

const placed: OrderLifecycleState = { fulfilment: 'placed', payment: 'payOnDelivery' };

/** An order as the back office reads it: placed, cash on delivery, version 3. */
export function anAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = overrides.order ?? anOrder({ id: ORDER_ID });
  return {
    order,
    lifecycle: placed,
    version: 3,
    timeline: [],
    shipment: null,
    refundedAmount: 0,
    paymentReference: '97 51-2026-001024',
    allowed: ['confirm', 'cancel'],
    ...overrides,
  };
}

/** A product as the back office edits it. */
export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 4,
    name: 'Usisivač Tornado 2000',
    slug: 'usisivac-tornado-2000',
    ean: '8600123456789',
    brand: 'Tornado',
    description: 'Snažan usisivač bez kese.',
    categoryId: 2,
    price: 12_990,
    discountPrice: 0,
    discountFrom: null,
    discountUntil: null,
    shippingPrice: 0,
    stock: 14,
    available: true,
    images: [
      {
        id: 11,
        url: '/images/products/4/11-800.jpg',
        width: 800,
        height: 800,
        variants: [
          { format: 'avif', width: 400, height: 400, url: '/images/products/4/11-400.avif' },
          { format: 'jpeg', width: 800, height: 800, url: '/images/products/4/11-800.jpg' },
        ],
      },
    ],
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
