import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { requestedScript } from '../mail/request-script';

/**
 * Keeps the script the signed-in shopper asks in with their account (at login and with each order),
 * so the mails the account gets later (a reset link, a verification) come in the script they use.
 * A request that names no script changes nothing.
 */
export async function rememberAccountScript(db: Db, userId: number, request: FastifyRequest): Promise<void> {
  const script = requestedScript(request);
  if (script === null) return;
  await db
    .update(users)
    .set({ script })
    .where(and(eq(users.id, userId), ne(users.script, script)));
}
