import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { insertProduct } from '../utils/fixtures';
import { testDbKind } from '../utils/test-database';
import { type TestServer, createTestServer } from '../utils/test-server';
import { TEST_TIMEOUTS } from '../utils/timeouts';
import { eventually } from './eventually';
import { type OwnPostgres, ownPostgresUnavailable, startOwnPostgres } from './own-postgres';
import { reportCount } from './report';

const SERVICE_UNAVAILABLE = {
  error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
  code: 'SERVICE_UNAVAILABLE',
};

const unavailable = ownPostgresUnavailable();

/**
 * Shoppers keep browsing and creating carts while it runs; every answer is kept. Call the result
 * to stop them and get the answers.
 */
function underLoad(server: TestServer, slug: string) {
  const answers: LightMyRequestResponse[] = [];
  let running = true;
  const requests = [
    () => server.app.inject({ method: 'GET', url: '/api/products?page=1' }),
    () => server.app.inject({ method: 'GET', url: `/api/products/${slug}` }),
    () => server.app.inject({ method: 'POST', url: '/api/cart/create' }),
    () => server.app.inject({ method: 'GET', url: '/api/health' }),
  ];
  const workers = requests.map(async (request) => {
    while (running) {
      answers.push(await request());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const stop = async () => {
    running = false;
    await Promise.all(workers);
    return answers;
  };
  loads.add(stop);
  return stop;
}

/** Loads still running when a test failed half-way: stopped before the server closes. */
const loads = new Set<() => Promise<unknown>>();

// Once, in the PGlite pass: the PostgreSQL is the test's own, and the server-pg pass would repeat it.
describe.skipIf(unavailable !== undefined || testDbKind === 'postgres')(
  `PostgreSQL stopped, frozen and back under load${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  { timeout: TEST_TIMEOUTS.long },
  () => {
    let postgres: OwnPostgres;
    let database: Database;
    let server: TestServer;
    let slug: string;
    const tally = { requests: 0, unavailable: 0, other5xx: 0 };

    beforeAll(async () => {
      postgres = await startOwnPostgres();
      await postgres.createDatabase('shop');
      database = await openDatabase({ databaseUrl: postgres.url('shop') });
      await database.migrate();
      server = await createTestServer({ database });
      slug = (await insertProduct(server)).slug;
    });
    afterAll(async () => {
      postgres?.thaw();
      await Promise.all([...loads].map((stop) => stop()));
      await server?.close();
      await database?.close().catch(() => {});
      postgres?.destroy();
      reportCount(
        `database outage ${tally.requests} requests under load, ${tally.unavailable} 503, ${tally.other5xx} other 5xx`,
      );
    });

    const health = () => server.app.inject({ method: 'GET', url: '/api/health' });
    const healthy = async () => (await health()).statusCode === 200;

    /** Every answer under load is a success or the Serbian 503 with Retry-After, never another 5xx. */
    function expectHonest(answers: LightMyRequestResponse[]) {
      tally.requests += answers.length;
      for (const answer of answers) {
        if (answer.statusCode === 503) {
          tally.unavailable += 1;
          expect(answer.json()).toMatchObject(SERVICE_UNAVAILABLE);
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        } else if (answer.statusCode >= 500) {
          tally.other5xx += 1;
          throw new Error(`${answer.statusCode} ${answer.body}`);
        }
      }
    }

    it('stopped: every call answers 503 with Retry-After (no 500, no hang), /api/health too; started again: the same app recovers', async () => {
      expect(await healthy()).toBe(true);
      const stopLoad = underLoad(server, slug);
      postgres.stop();
      await eventually(async () => (await health()).statusCode === 503);
      const down = await Promise.all([
        health(),
        server.app.inject({ method: 'GET', url: '/api/products?page=1' }),
        server.app.inject({ method: 'POST', url: '/api/cart/create' }),
      ]);
      for (const answer of down) expect(answer.statusCode).toBe(503);
      postgres.start();
      await eventually(healthy);
      await eventually(
        async () =>
          (await server.app.inject({ method: 'GET', url: `/api/products/${slug}` })).statusCode === 200,
      );
      const answers = await stopLoad();
      expectHonest([...answers, ...down]);
      expect(answers.some((answer) => answer.statusCode === 503)).toBe(true);
      expect(answers.some((answer) => answer.statusCode < 300)).toBe(true);
      expect((await server.app.inject({ method: 'POST', url: '/api/cart/create' })).statusCode).toBe(201);
    });

    it('frozen (SIGSTOP): calls answer 503 once the database timeouts trip, /api/health too; thawed: recovery', async () => {
      expect(await healthy()).toBe(true);
      const stopLoad = underLoad(server, slug);
      postgres.freeze();
      const [frozenHealth, frozenListing] = await Promise.all([
        health(),
        server.app.inject({ method: 'GET', url: '/api/products?page=1' }),
      ]);
      expect(frozenHealth.statusCode).toBe(503);
      expect(frozenListing.statusCode).toBe(503);
      postgres.thaw();
      await eventually(healthy);
      await eventually(
        async () =>
          (await server.app.inject({ method: 'GET', url: '/api/products?page=1' })).statusCode === 200,
      );
      expectHonest([...(await stopLoad()), frozenHealth, frozenListing]);
      expect((await server.app.inject({ method: 'POST', url: '/api/cart/create' })).statusCode).toBe(201);
    });
  },
);
