import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applySaleWindows } from './sale-windows';

/** How often an instance moves discounts whose first or last day came (a day turns at midnight). */
export const SALE_WINDOW_CHECK_MS = 60_000;

/**
 * Discounts begin and end with Belgrade's days, not with a write: at start and every minute each
 * instance applies the schedules (applySaleWindows, idempotent, so instances need no leader). A
 * failure (the database away) is logged and the next minute tries again.
 */
async function saleWindowsPlugin(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        const changed = await applySaleWindows(app.db);
        if (changed > 0) app.log.info({ changed }, 'discounts began or ended');
      })
      .catch((err) => app.log.error({ err }, 'discount windows not applied'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    await running;
    timer = setInterval(tick, SALE_WINDOW_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(saleWindowsPlugin, { name: 'sale-windows', dependencies: ['db'] });
