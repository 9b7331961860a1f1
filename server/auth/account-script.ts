import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { requestedScript } from '../mail/request-script';
import type { UserRow } from './users';

/**
 * Keeps the script the signed-in shopper asks in with their account, so the mails the account gets
 * later (a reset link, a verification, back in stock) come in the script they use. Called at login
 * and for every signed-in call (plugins/sessions.ts), so a switch of script in the header reaches
 * the account with the next call; it writes only when the script changes. A request that names no
 * script changes nothing.
 */
export async function rememberAccountScript(
  db: Db,
  user: UserRow,
  request: FastifyRequest,
): Promise<UserRow> {
  const script = requestedScript(request);
  if (script === null || script === user.script) return user;
  await db.update(users).set({ script }).where(eq(users.id, user.id));
  return { ...user, script };
}
