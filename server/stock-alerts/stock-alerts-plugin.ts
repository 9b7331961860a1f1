import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogVersion } from '../db/catalog-version';
import { sendStockAlerts } from './send-stock-alerts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails every address whose product is in stock again; answers how many mails went out. */
    sendStockAlerts(): Promise<number>;
  }
}

/** How long after a move of the counter each check still sweeps (the writer's commit follows it). */
const MOVE_SETTLES_MS = 2_000;

/**
 * Stock comes back through whatever writes the catalogue (`catalog:import`, a back office, psql),
 * each of which moves `catalog_version` (migration 0006). Every `stockAlertCheckMs` the instance
 * reads that counter and, when it moved, sends the alerts that are due (for two seconds after the
 * move, as the writer may commit after it); it also sweeps at start and every `stockAlertSweepMs`
 * regardless, because the counter moves inside the writer's transaction, before its stock is
 * visible. 0 turns the timer off (tests sweep by hand).
 */
async function stockAlertsPlugin(app: FastifyInstance) {
  const { stockAlertCheckMs, stockAlertSweepMs } = app.config;
  let running: Promise<unknown> = Promise.resolve();
  let seenVersion: string | undefined;
  let lastSweep = 0;

  const sweep = () => sendStockAlerts({ db: app.db, mailer: app.mailer, config: app.config, log: app.log });
  app.decorate('sendStockAlerts', sweep);

  // The counter moves before the writer commits, so a sweep right after a move may not see the
  // new stock yet: after each move every tick sweeps for a while, until the write is surely in.
  let sweepUntil = 0;
  const check = async () => {
    const version = await catalogVersion(app.db);
    const now = Date.now();
    if (version !== seenVersion) {
      // The first read at start is no move: the start's sweep is due anyway.
      if (seenVersion !== undefined) sweepUntil = now + MOVE_SETTLES_MS;
      seenVersion = version;
    }
    if (now > sweepUntil && now - lastSweep < stockAlertSweepMs) return;
    lastSweep = now;
    await sweep();
  };
  // One check at a time; a failure (the database away) is logged and the next tick tries again.
  const tick = () => {
    running = running.then(check).catch((err) => app.log.error({ err }, 'back-in-stock alerts not checked'));
  };

  if (stockAlertCheckMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, stockAlertCheckMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(stockAlertsPlugin, { name: 'stock-alerts', dependencies: ['db', 'mail'] });
