import type { FastifyInstance } from 'fastify';

// Keyed by the database handle, which every plugin context of one app shares.
const pendingByApp = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs work after the answer is sent, for calls whose answer must not reveal whether an account
 * exists: the answer then takes the same time whatever the work finds. Failures are logged.
 */
export function runInBackground(app: FastifyInstance, what: string, work: () => Promise<void>): void {
  let pending = pendingByApp.get(app.db);
  if (!pending) {
    pending = new Set();
    pendingByApp.set(app.db, pending);
  }
  const set = pending;
  const task = work()
    .catch((err: unknown) => app.log.error({ err }, `${what} failed`))
    .finally(() => set.delete(task));
  set.add(task);
}

/** Resolves once all background work started so far has finished (app close, tests). */
export async function backgroundWorkSettled(app: FastifyInstance): Promise<void> {
  const pending = pendingByApp.get(app.db);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}
