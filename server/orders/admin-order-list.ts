import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { adminOrderListQuerySchema, adminOrderListResponseSchema } from '../../contract/admin';
import { fulfilmentStates } from '../../contract/order-lifecycle';
import { paymentReferenceOf } from '../../contract/order-number';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export const ADMIN_ORDERS_PAGE_SIZE = 25;

type Query = z.infer<typeof adminOrderListQuerySchema>;

/** A state filter: a fulfilment state, else a payment state (`awaitingPayment`: pending transfers). */
function statusFilter(status: NonNullable<Query['status']>): SQL {
  return (fulfilmentStates as readonly string[]).includes(status)
    ? eq(orders.fulfilmentState, status as (typeof fulfilmentStates)[number])
    : eq(orders.paymentState, status as 'awaitingPayment' | 'paid' | 'refunded');
}

/**
 * What the search text (orders.search_text) is matched with: a number or phone as its digits
 * ("47-2026-318205", "064 123 4567"), anything else folded like the catalogue's search (case,
 * diacritics) — a name or an e-mail. LIKE's wildcards in the query are matched literally.
 */
function searchFilter(q: string): SQL {
  const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
  if (/^[\d\s+/-]+$/.test(q) && /\d/.test(q)) {
    return sql`${orders.searchText} like ${`%${literal(q.replace(/\D/g, ''))}%`}`;
  }
  return sql`${orders.searchText} like '%' || shop_normalize(${literal(q)}) || '%'`;
}

/** The back office's order list: newest first, filtered by state and searched, a page at a time. */
export async function listAdminOrders(
  db: Db,
  query: Query,
): Promise<z.infer<typeof adminOrderListResponseSchema>> {
  const conditions = [
    query.status ? statusFilter(query.status) : undefined,
    query.q ? searchFilter(query.q) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      customerName: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      total: row.total,
      paymentMethod: row.paymentMethod,
      paymentReference: paymentReferenceOf(row.number),
      lifecycle: { fulfilment: row.fulfilmentState, payment: row.paymentState },
    })),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}
