import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReviewedOrder, reviewOf } from '../../contract/order-review';
import type { PlaceOrderBody } from '../../contract/orders';
import { CART_COOKIE } from '../../server/cart/cart-access';
import { type Database, openDatabase } from '../../server/db/client';
import { cartItems, carts, categories, orderItems, orders, products } from '../../server/db/schema';
import { freePort } from '../utils/free-port';
import { testDbKind } from '../utils/test-database';
import { TEST_TIMEOUTS } from '../utils/timeouts';
import { eventually } from './eventually';
import { type OwnPostgres, ownPostgresUnavailable, startOwnPostgres } from './own-postgres';
import { reportCount } from './report';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 3;
const CHECKOUTS_PER_ROUND = 40;
const INITIAL_STOCK = 10_000;

const unavailable = ownPostgresUnavailable();

type Line = { productId: number; quantity: number };
type Checkout = { cartId: string; lines: Line[]; body: PlaceOrderBody; answered?: number };

/** The shop as production runs it, from its TypeScript (tsx), as a process of its own. */
class ShopProcess {
  child: ChildProcess | undefined;
  output = '';
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  async start() {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (this.output += chunk));
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${this.output}`);
      return (await fetch(`${this.url}/api/health`)).status === 200;
    }, 120);
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** kill -9: no close, no finishing of open requests. */
  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  place(checkout: Checkout) {
    return fetch(`${this.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CART_COOKIE}=${checkout.cartId}` },
      body: JSON.stringify(checkout.body),
    });
  }
}

// Once, in the PGlite pass: the PostgreSQL is the test's own, and the server-pg pass would repeat it.
describe.skipIf(unavailable !== undefined || testDbKind === 'postgres')(
  `kill -9 during concurrent checkouts on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  { timeout: TEST_TIMEOUTS.long },
  () => {
    let postgres: OwnPostgres;
    let database: Database;
    let shop: ShopProcess;
    let dataDir: string;
    let productRows: (typeof products.$inferSelect)[] = [];
    const all: Checkout[] = [];
    const tally = { rounds: 0, interrupted: 0, committedUnanswered: 0, partial: 0 };

    beforeAll(async () => {
      postgres = await startOwnPostgres();
      await postgres.createDatabase('shop');
      database = await openDatabase({ databaseUrl: postgres.url('shop') });
      await database.migrate();
      const [category] = await database.db
        .insert(categories)
        .values({ name: 'Alati', slug: 'alati' })
        .returning();
      productRows = await database.db
        .insert(products)
        .values(
          [1290, 450, 9990, 75].map((price, index) => ({
            categoryId: category!.id,
            name: `Proizvod ${index}`,
            slug: `proizvod-${index}`,
            ean: '8600000000001',
            brand: 'Marka',
            price,
            stock: INITIAL_STOCK,
            shippingPrice: index === 2 ? 500 : 0,
          })),
        )
        .returning();
      dataDir = mkdtempSync(path.join(tmpdir(), 'prodavnica-kill-'));
      shop = new ShopProcess(await freePort(), {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url('shop'),
        DATA_DIR: dataDir,
        SEED_DEMO_CATALOG: 'false',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      });
      shop.env.PUBLIC_URL = shop.url;
      await shop.start();
    });
    afterAll(async () => {
      await shop?.kill();
      await database?.close().catch(() => {});
      postgres?.destroy();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      reportCount(
        `kill -9 rounds ${tally.rounds}, ${all.length} checkouts, ${tally.interrupted} cut off (${tally.committedUnanswered} of them committed), partial orders ${tally.partial}`,
      );
    });

    /** Carts of one to three lines, written to the database, and the order each shopper sends. */
    async function newCheckouts(count: number): Promise<Checkout[]> {
      const checkouts: Checkout[] = [];
      for (let i = 0; i < count; i++) {
        const picked = productRows.filter((_, index) => (i + index) % 3 !== 0).slice(0, 1 + (i % 3));
        const lines = picked.map((product, index) => ({
          productId: product.id,
          quantity: 1 + ((i + index) % 4),
        }));
        const cartId = randomUUID();
        await database.db.insert(carts).values({ id: cartId });
        await database.db.insert(cartItems).values(lines.map((line) => ({ cartId, ...line })));
        const reviewed: ReviewedOrder = reviewOf(
          lines.map((line) => ({
            product: productRows.find((p) => p.id === line.productId)!,
            quantity: line.quantity,
          })),
        );
        checkouts.push({
          cartId,
          lines,
          body: {
            cartId,
            reviewed,
            idempotencyKey: `kljuc-${randomBytes(12).toString('hex')}`,
            customer: {
              firstName: 'Jelena',
              lastName: 'Đorđević',
              email: 'jelena@example.rs',
              phone: '+381 64 123 4567',
            },
            address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
            paymentMethod: 'cash_on_delivery',
          },
        });
      }
      return checkouts;
    }

    /**
     * In one snapshot: each cart has no order and all its lines, or one whole order (its lines,
     * prices and totals as reviewed) and an empty cart; stock is down by exactly what was ordered.
     */
    async function expectAllOrNothing(checkouts: Checkout[], requireOrder: boolean) {
      await database.db.transaction(
        async (tx) => {
          const cartIds = checkouts.map((checkout) => checkout.cartId);
          const placed = await tx.select().from(orders).where(inArray(orders.cartId, cartIds));
          const items = placed.length
            ? await tx
                .select()
                .from(orderItems)
                .where(
                  inArray(
                    orderItems.orderId,
                    placed.map((order) => order.id),
                  ),
                )
            : [];
          const left = await tx.select().from(cartItems).where(inArray(cartItems.cartId, cartIds));
          for (const checkout of checkouts) {
            const own = placed.filter((order) => order.cartId === checkout.cartId);
            const remaining = left
              .filter((line) => line.cartId === checkout.cartId)
              .map(({ productId, quantity }) => ({ productId, quantity }));
            const sortLines = (lines: Line[]) => [...lines].sort((a, b) => a.productId - b.productId);
            expect(own.length, checkout.cartId).toBeLessThanOrEqual(1);
            if (checkout.answered === 201 || checkout.answered === 200 || requireOrder)
              expect(own, `cart ${checkout.cartId} was answered ${checkout.answered}`).toHaveLength(1);
            const order = own[0];
            if (!order) {
              expect(
                sortLines(remaining),
                `cart ${checkout.cartId} without an order keeps its lines`,
              ).toEqual(sortLines(checkout.lines));
              continue;
            }
            const lines = items.filter((item) => item.orderId === order.id);
            const whole =
              remaining.length === 0 &&
              lines.length === checkout.lines.length &&
              order.idempotencyKey === checkout.body.idempotencyKey &&
              order.total === checkout.body.reviewed.total &&
              order.shipping === checkout.body.reviewed.shipping &&
              order.subtotal + order.shipping === order.total &&
              order.subtotal === lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) &&
              checkout.body.reviewed.lines.every((reviewed) =>
                lines.some(
                  (line) =>
                    line.productId === reviewed.productId &&
                    line.quantity === reviewed.quantity &&
                    line.unitPrice === reviewed.unitPrice,
                ),
              );
            if (!whole) tally.partial += 1;
            expect(whole, `order ${order.id} of cart ${checkout.cartId} is whole and its cart empty`).toBe(
              true,
            );
          }
          const sold = await tx
            .select({
              productId: orderItems.productId,
              quantity: sql<number>`sum(${orderItems.quantity})::int`,
            })
            .from(orderItems)
            .groupBy(orderItems.productId);
          const stocks = await tx.select({ id: products.id, stock: products.stock }).from(products);
          for (const { id, stock } of stocks)
            expect(stock, `stock of product ${id}`).toBe(
              INITIAL_STOCK - (sold.find((row) => row.productId === id)?.quantity ?? 0),
            );
          const empty = await tx
            .select({ id: orders.id })
            .from(orders)
            .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
            .where(isNull(orderItems.id));
          expect(empty, 'orders without items').toEqual([]);
        },
        { isolationLevel: 'repeatable read' },
      );
    }

    it('every order is all or nothing after each kill, and the shoppers who got no answer retry with the same key and get exactly one order', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const checkouts = await newCheckouts(CHECKOUTS_PER_ROUND);
        all.push(...checkouts);
        let killed: Promise<void> | undefined;
        let placed = 0;
        // A quarter of the orders answered is the moment: the others are in flight when it dies.
        await Promise.all(
          checkouts.map(async (checkout) => {
            try {
              const answer = await shop.place(checkout);
              checkout.answered = answer.status;
              if (answer.status === 201 && ++placed >= CHECKOUTS_PER_ROUND / 4) killed ??= shop.kill();
            } catch {
              tally.interrupted += 1;
            }
          }),
        );
        await killed;
        for (const checkout of checkouts)
          expect([undefined, 200, 201], `${checkout.cartId}`).toContain(checkout.answered);
        await shop.start();
        await expectAllOrNothing(checkouts, false);

        const retried = checkouts.filter((checkout) => checkout.answered === undefined);
        for (const checkout of retried) {
          const answer = await shop.place(checkout);
          expect([200, 201], await answer.text()).toContain(answer.status);
          checkout.answered = answer.status;
          // 200: the order had been committed when the server died, only its answer was lost.
          if (answer.status === 200) tally.committedUnanswered += 1;
        }
        await expectAllOrNothing(checkouts, true);
        tally.rounds += 1;
      }
      // The carts of other rounds kept their single order through the later kills.
      await expectAllOrNothing(all, true);
      const [{ count }] = (await database.db.select({ count: sql<number>`count(*)::int` }).from(orders)) as [
        { count: number },
      ];
      expect(count).toBe(all.length);
    });
  },
);
