import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { redrawRetiredDemoImages } from './db/redraw-demo-images';
import { seedDemoCatalogIfEmpty } from './db/seed';
import { loggerOptions } from './logger-options';
import { createMailer } from './mail/mailer';
import type { RenderBody } from './pages/page-shell';
import { connectRedis } from './redis-client';
import { closeGracefullyOnSignal } from './shutdown';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // For the operator: the variables to fix, without a stack trace.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
);
await database.migrate();
if (config.seedDemoCatalog) await seedDemoCatalogIfEmpty(database.db);
await redrawRetiredDemoImages(database.db);

/** The storefront's server renderer, built beside this file by `npm run build`; none from source. */
async function loadRenderer() {
  const file = new URL('./entry-server.js', import.meta.url);
  if (!existsSync(file)) return undefined;
  const entry = (await import(file.href)) as {
    createRenderer: (fetch: typeof globalThis.fetch) => RenderBody;
  };
  return entry.createRenderer;
}

const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
const app = await buildApp({
  config,
  database,
  redis,
  mailer: createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger: { info: (obj, msg) => app.log.info(obj, msg) },
  }),
  logger: loggerOptions(config, process.stdout.isTTY === true),
  createRenderer: await loadRenderer(),
});
closeGracefullyOnSignal({ app, database, redis }, config.shutdownTimeoutMs);

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
app.log.info({ url, database: database.kind }, `Prodavnica radi na ${url}`);
