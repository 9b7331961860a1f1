// Global setup of the `server` project: one migrated PGlite, dumped to a tarball every test file
// loads (test/utils/test-database.ts) instead of running initdb and the migrations itself.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import './template-database';

export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  // drizzle's documented handle on the driver it wraps.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `prodavnica-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(file, { force: true });
}
