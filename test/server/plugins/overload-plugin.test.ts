import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../../server/plugins/errors';
import overloadPlugin from '../../../server/plugins/overload';
import { noOverloadChecks } from '../../utils/test-server';

const dbPlugin = (overload: object) =>
  fp(async (instance) => void instance.decorate('config', { overload } as never), { name: 'db' });

describe('event-loop utilization is judged over the last second, not since start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(dbPlugin({ ...noOverloadChecks, maxEventLoopUtilization: 0.5 }));
    await app.register(errorsPlugin);
    await app.register(overloadPlugin);
    await app.ready();
  });
  afterAll(() => app.close());

  it('after 4 s of a blocked event loop the app is under pressure, and 2.5 s of rest later it is not', async () => {
    const end = Date.now() + 4_000;
    while (Date.now() < end) {
      // a blocked event loop
    }
    await expect.poll(() => app.isUnderPressure(), { timeout: 2_000, interval: 50 }).toBe(true);
    // Averaged since start, the 4 busy seconds would still weigh over half at 6.5 s.
    await expect.poll(() => app.isUnderPressure(), { timeout: 2_500, interval: 50 }).toBe(false);
  });
});

describe('the overload plugin’s dependencies', () => {
  it('needs the db plugin (its configuration)', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await expect(app.register(overloadPlugin)).rejects.toThrow(
      "The dependency 'db' of plugin 'overload' is not registered",
    );
  });

  it('needs the errors plugin (the 503’s house shape)', async () => {
    const app = Fastify();
    await app.register(dbPlugin(noOverloadChecks));
    await expect(app.register(overloadPlugin)).rejects.toThrow(
      "The dependency 'errors' of plugin 'overload' is not registered",
    );
  });
});
