// Global setup of the `server-pg` project: one migrated PostgreSQL database that every test file
// copies with `CREATE DATABASE … TEMPLATE` (test/utils/test-database.ts), a file copy on the server,
// instead of running the migrations itself.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { postgresAdminUrl, postgresUrlOf } from './template-database';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  const database = await openDatabase({ databaseUrl: postgresUrlOf(name), poolSize: 1 });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  // A template must have no session open while it is copied.
  await database.close();
  project.provide('postgresTemplateName', name);
  return drop;
}
