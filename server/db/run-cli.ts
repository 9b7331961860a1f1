import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';

/** A mistake of the person at the terminal: printed, with "nothing was written", exit code 1. */
export class CliError extends Error {}

export type CliDatabase = Awaited<ReturnType<typeof openDatabase>>;

/**
 * The shop's database as the server opens it (PostgreSQL when DATABASE_URL is set, else the
 * embedded one in DATA_DIR), migrated. `batch`: no statement deadline of a request.
 */
export async function openCliDatabase({ batch = false }: { batch?: boolean } = {}): Promise<CliDatabase> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, ...(batch ? { batch: true } : {}) }
      : { dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  return database;
}

/**
 * The common tail of the shop's command-line tools: runs `main`, closes the database it opened,
 * and turns the errors listed in `expected` into their message, "Ništa nije upisano." and exit
 * code 1; anything else is a bug and is thrown. Sets process.exitCode.
 */
export async function runCli(
  main: (open: (options?: { batch?: boolean }) => Promise<CliDatabase>) => Promise<number>,
  expected: readonly (new (...args: never[]) => Error)[] = [],
): Promise<number> {
  let database: CliDatabase | undefined;
  const open = async (options?: { batch?: boolean }) => {
    database = await openCliDatabase(options);
    return database;
  };
  try {
    process.exitCode = await main(open);
  } catch (error) {
    if (!(error instanceof CliError) && !expected.some((type) => error instanceof type)) throw error;
    console.error((error as Error).message);
    console.error('Ništa nije upisano.');
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
  return process.exitCode as number;
}
