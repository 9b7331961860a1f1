// What the server projects' global setup hands to each test file: where the migrated template is.
// Building it once per run, instead of migrating a new database per file, saves every file the
// migrations (and on PGlite its initdb too).

declare module 'vitest' {
  interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory (PGlite's `dumpDataDir`). */
    pgliteTemplateFile?: string;
    /** A migrated PostgreSQL database beside TEST_DATABASE_URL's, to copy with `CREATE DATABASE … TEMPLATE`. */
    postgresTemplateName?: string;
  }
}

/** The URL of database `name` on the server TEST_DATABASE_URL points at. */
export function postgresUrlOf(name: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}
