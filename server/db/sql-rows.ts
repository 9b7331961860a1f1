/**
 * The rows of a raw `db.execute(sql...)` result. Both drivers (node-postgres and PGlite) answer
 * with `{ rows }`, but Drizzle's shared Db type leaves the result untyped.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
