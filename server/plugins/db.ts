import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

/** Decorates the app with its database and configuration. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; config: Config }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('config', opts.config);
  },
  { name: 'db' },
);
