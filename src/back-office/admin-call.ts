import type { RouteAnswer } from '../../contract/route-schemas';
import type { Route, RouteName } from '../../contract/routes';
import type { AdminSessionEvent } from '../../machines/admin-session/admin-session.types';
import { ApiError } from '../api/api-error';
import { type CallArgs, call } from '../api/request';

/** The server ends a staff session after this long without a call (issue 33). */
export const STAFF_IDLE_MS = 30 * 60 * 1000;

type SessionNews = Extract<AdminSessionEvent, { type: 'adminSession.active' | 'adminSession.lost' }>;

let tellSession: ((news: SessionNews) => void) | null = null;

/**
 * Who hears what the back office's calls learn of the staff session (the session machine, while
 * /admin shows): each success restarts the idle clock; a 401 means the login is gone and a 403
 * TOTP_REQUIRED that the second factor is needed again. Returns the way to stop listening.
 */
export function listenToStaffCalls(listener: (news: SessionNews) => void): () => void {
  tellSession = listener;
  return () => {
    if (tellSession === listener) tellSession = null;
  };
}

/** Tells the session what a failed staff call says of it, if anything. */
export function reportStaffFailure(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) tellSession?.({ type: 'adminSession.lost', reason: 'login' });
  else if (error.status === 403 && error.code === 'TOTP_REQUIRED')
    tellSession?.({ type: 'adminSession.lost', reason: 'totp' });
}

/** Tells the session a staff call succeeded: the server's idle clock started again. */
export function reportStaffActivity(): void {
  tellSession?.({
    type: 'adminSession.active',
    idleExpiresAt: new Date(Date.now() + STAFF_IDLE_MS).toISOString(),
  });
}

/** One back-office call (src/api/request.ts `call`), whose outcome the staff session hears. */
export async function adminCall<N extends RouteName>(
  route: Route<N>,
  args: CallArgs<N> = {},
): Promise<RouteAnswer<N>> {
  try {
    const answer = await call(route, args);
    reportStaffActivity();
    return answer;
  } catch (error) {
    reportStaffFailure(error);
    throw error;
  }
}
