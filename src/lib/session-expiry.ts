import { type AnyActorRef, waitFor } from 'xstate';
import { systemIds } from '../../machines/shared/system';

const LOGOUT_TIMEOUT_MS = 15_000;

/**
 * The API wrapper's session-expired handler (spec §8): tells auth, and resolves once auth is no
 * longer busy logging out, so that 401s arriving meanwhile belong to the same expiry. Auth itself
 * ignores the event unless someone is signed in, so the user is logged out once.
 */
export async function expireSession(root: Pick<AnyActorRef, 'system'>): Promise<void> {
  const auth = root.system.get(systemIds.auth) as AnyActorRef | undefined;
  if (!auth) return;
  auth.send({ type: 'auth.sessionExpired' });
  await waitFor(auth, (snapshot) => !snapshot.hasTag('busy'), { timeout: LOGOUT_TIMEOUT_MS }).catch(() => {});
}
