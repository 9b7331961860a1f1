import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { LOW_STOCK_THRESHOLD, type dashboardResponseSchema } from '../../contract/admin';
import { addDays, belgradeDateOf } from '../../contract/belgrade-calendar';
import type { Db } from '../db/client';
import { orders, products } from '../db/schema';

export type Dashboard = z.infer<typeof dashboardResponseSchema>;

const DAYS = 30;
const belgradeDay = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Belgrade', 'YYYY-MM-DD')`;
/** Revenue counts what the shop keeps: an order cancelled or returned brings none. */
const revenue = sql<number>`coalesce(sum(case when ${orders.fulfilmentState} in ('cancelled', 'returned') then 0 else ${orders.total} end), 0)::int`;

/**
 * The back office's first screen: today's orders and revenue, the last 30 Belgrade calendar days
 * (oldest first, a day without orders as zero), bank transfers awaiting payment, withdrawals
 * awaiting the goods, and products on sale at or below LOW_STOCK_THRESHOLD.
 */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = belgradeDateOf(now);
  const first = addDays(today, -(DAYS - 1));
  // The index on created_at narrows to 31 days; the Belgrade day then decides.
  const since = new Date(now.getTime() - (DAYS + 1) * 24 * 60 * 60 * 1000);
  const [byDay, [pending], [withdrawals], [lowStock]] = await Promise.all([
    db
      .select({ day: belgradeDay, orders: count(), revenue })
      .from(orders)
      .where(and(gte(orders.createdAt, since), sql`${belgradeDay} >= ${first}`))
      .groupBy(belgradeDay),
    db.select({ n: count() }).from(orders).where(eq(orders.paymentState, 'awaitingPayment')),
    db.select({ n: count() }).from(orders).where(eq(orders.fulfilmentState, 'withdrawalRequested')),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.available, true), lte(products.stock, LOW_STOCK_THRESHOLD))),
  ]);
  const found = new Map(byDay.map((row) => [row.day, row]));
  const last30Days = Array.from({ length: DAYS }, (_, index) => {
    const date = addDays(first, index);
    const row = found.get(date);
    return { date, orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
  });
  const { orders: todayOrders, revenue: todayRevenue } = last30Days[DAYS - 1]!;
  return {
    today: { orders: todayOrders, revenue: todayRevenue },
    last30Days,
    pendingTransfers: Number(pending?.n ?? 0),
    withdrawals: Number(withdrawals?.n ?? 0),
    lowStock: Number(lowStock?.n ?? 0),
  };
}
