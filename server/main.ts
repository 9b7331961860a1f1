import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoCatalogIfEmpty } from './db/seed';
import { createMailer } from './mail/mailer';
import { connectRedis } from './redis-client';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
);
await database.migrate();
if (config.seedDemoCatalog) await seedDemoCatalogIfEmpty(database.db);

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
  logger: { level: config.logLevel },
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`Prodavnica radi na ${url} (baza: ${database.kind})`);
