import { type Server, type Socket, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { type TestServer, createTestServer } from '../utils/test-server';
import { reportCount } from './report';

/** A "PostgreSQL" that accepts connections and then never answers, like a frozen server. */
function frozenPostgres(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, sockets }),
    ),
  );
}

describe('a PostgreSQL that stops answering (frozen, not down)', () => {
  let frozen: Awaited<ReturnType<typeof frozenPostgres>>;
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    frozen = await frozenPostgres();
    database = await openDatabase({ databaseUrl: `postgres://shop@127.0.0.1:${frozen.port}/shop` });
    server = await createTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
    await database.close().catch(() => {});
    for (const socket of frozen.sockets) socket.destroy();
    frozen.server.close();
  });

  // Without timeouts both calls would wait for the whole freeze (this test's own timeout).
  it('answers 503 with Retry-After after the connect timeout instead of hanging', async () => {
    const [health, listing] = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/health' }),
      server.app.inject({ method: 'GET', url: '/api/products' }),
    ]);
    for (const answer of [health, listing]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(answer.headers['retry-after']).toBe('5');
    }
    reportCount('frozen database (never answers) health and listing 503 with Retry-After, 0 hangs');
  });
});
