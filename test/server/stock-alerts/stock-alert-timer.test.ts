import { describe, expect, it, vi } from 'vitest';
import { stockAlerts } from '../../../server/db/schema';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { mailsTo, setStock } from './stock-alert-helpers';

/**
 * The instance's own timer (stock-alerts-plugin): a sweep at start, a check of the catalogue
 * counter every `stockAlertCheckMs`, a full sweep every `stockAlertSweepMs` whatever the counter.
 * A full sweep an hour away, or a check an hour away, isolates the part under test.
 */
const HOUR = 3_600_000;

const waitingAlert = async (server: TestServer, email: string) => {
  const product = await insertProduct(server, { stock: 0 });
  await server.database.db.insert(stockAlerts).values({ productId: product.id, email });
  return product;
};

/**
 * An alert already due, written while no timer runs (so no check can race the writes): the
 * returned `setup` holds the database for the server under test and is closed after it.
 */
const dueBeforeTheTimerStarts = async (email: string) => {
  const setup = await createTestServer({ config: { stockAlertCheckMs: 0 } });
  const product = await waitingAlert(setup, email);
  await setStock(setup, product.id, 2);
  return { setup, product };
};

describe('back-in-stock timer', () => {
  it('sweeps once at start: an alert already due is mailed although nothing changes and the next check is an hour away', async () => {
    const email = 'na-pocetku@example.rs';
    const { setup } = await dueBeforeTheTimerStarts(email);

    const server = await createTestServer({
      database: setup.database,
      config: { stockAlertCheckMs: HOUR, stockAlertSweepMs: HOUR },
    });
    try {
      await expect.poll(() => mailsTo(server, email).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await server.close();
      await setup.close();
    }
  });

  it('the regular sweep retries a mail that failed, with no catalogue change to notice', async () => {
    const email = 'ponovo@example.rs';
    const { setup } = await dueBeforeTheTimerStarts(email);

    let failures = 0;
    const sent: string[] = [];
    const server = await createTestServer({
      database: setup.database,
      config: { stockAlertCheckMs: 50, stockAlertSweepMs: 300 },
      mailer: {
        async send(message) {
          if (failures++ === 0) throw new Error('SMTP is down');
          sent.push(message.to);
        },
      },
    });
    try {
      // The sweep at start sends the first attempt, which fails; the counter stays put, so only
      // the regular sweep can try again.
      await expect.poll(() => failures, { timeout: 10_000 }).toBeGreaterThan(0);
      await expect.poll(() => sent, { timeout: 10_000 }).toEqual([email]);
    } finally {
      await server.close();
      await setup.close();
    }
  });

  it('between sweeps an unchanged catalogue sends nothing: a failed mail waits for the counter to move', async () => {
    // The catalogue is written before the timer starts: a write racing a check (the counter read
    // before the sweep) would rightly send again.
    const email = 'ceka@example.rs';
    const { setup, product } = await dueBeforeTheTimerStarts(email);

    const attempts: string[] = [];
    const server = await createTestServer({
      database: setup.database,
      config: { stockAlertCheckMs: 50, stockAlertSweepMs: HOUR },
      mailer: {
        async send(message) {
          attempts.push(message.to);
          if (attempts.length === 1) throw new Error('SMTP is down');
        },
      },
    });
    try {
      await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
      // Ten checks of an unchanged counter, none of them a sweep.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(attempts).toEqual([email]);
      await setStock(server, product.id, 3);
      await expect.poll(() => attempts, { timeout: 10_000 }).toEqual([email, email]);
    } finally {
      await server.close();
      await setup.close();
    }
  });

  it('a check that fails is logged, and the next one goes on', async () => {
    const server = await createTestServer({ config: { stockAlertCheckMs: 50, stockAlertSweepMs: HOUR } });
    const databaseDown = new Error('baza nije dostupna');
    const logged = vi.spyOn(server.app.log, 'error');
    const reads = vi.spyOn(server.app.db, 'execute').mockRejectedValue(databaseDown);
    try {
      await expect
        .poll(() => logged.mock.calls, { timeout: 10_000 })
        .toContainEqual([{ err: databaseDown }, 'back-in-stock alerts not checked']);
      reads.mockRestore();

      const email = 'posle-greske@example.rs';
      const product = await waitingAlert(server, email);
      await setStock(server, product.id, 1);
      await expect.poll(() => mailsTo(server, email).length, { timeout: 10_000 }).toBe(1);
    } finally {
      reads.mockRestore();
      logged.mockRestore();
      await server.close();
    }
  });

  it('stops checking when the app closes', async () => {
    const server = await createTestServer({ config: { stockAlertCheckMs: 20, stockAlertSweepMs: HOUR } });
    const logged = vi.spyOn(server.app.log, 'error');
    const reads = vi.spyOn(server.app.db, 'execute');
    await server.close();
    const readsAtClose = reads.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.mock.calls.length).toBe(readsAtClose);
    expect(logged).not.toHaveBeenCalled();
  });

  it('with stockAlertCheckMs 0 nothing is sent until a sweep is asked for', async () => {
    const server = await createTestServer({ config: { stockAlertCheckMs: 0, stockAlertSweepMs: 1 } });
    try {
      const email = 'rucno@example.rs';
      const product = await waitingAlert(server, email);
      await setStock(server, product.id, 1);
      // A timer, had one started, would have checked dozens of times by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo(server, email)).toEqual([]);
      expect(await server.app.sendStockAlerts()).toBe(1);
      expect(mailsTo(server, email)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
