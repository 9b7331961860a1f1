import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database for catalogue reads, with their shorter statement deadline (db/postgres.ts). */
    catalogDb: Db;
    database: Database;
    config: Config;
  }
}

/** Decorates the app with its database and configuration. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; config: Config }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('catalogDb', opts.database.catalogDb);
    app.decorate('config', opts.config);
  },
  { name: 'db' },
);
