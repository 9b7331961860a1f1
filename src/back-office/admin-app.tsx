import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectSessionStep } from '../../machines/admin-session/admin-session.selectors';
import { ErrorState } from '../components/ui/status';
import { useScreenActor } from '../lib/use-screen-actor';
import { ADMIN_SESSION_ID, adminSessionLogic } from './actors/session.actors';
import { listenToStaffCalls } from './admin-call';
import { AdminShell } from './admin-shell';
import {
  NoAccess,
  RecoveryCodes,
  RecoverySignIn,
  SessionExpired,
  SessionLoading,
  SignedOut,
  TotpEnrolment,
  TotpSignIn,
} from './session-screens';
// As a string in this chunk, not the shop's one stylesheet, which every storefront page inlines.
import adminStyles from './admin.css?inline';

/**
 * /admin…: the back office, loaded in its own chunk (src/app/routes.tsx). The staff session
 * (machines/admin-session) decides what shows: the way in step by step, then the back office.
 */
export function AdminApp() {
  return (
    <>
      <style>{adminStyles}</style>
      <AdminSteps />
    </>
  );
}

function AdminSteps() {
  const session = useScreenActor('adminSession', adminSessionLogic, undefined, ADMIN_SESSION_ID);
  const step = useSelector(session, (snapshot) => (snapshot ? selectSessionStep(snapshot) : 'checking'));
  const error = useSelector(session, (snapshot) => snapshot?.context.error ?? null);
  // Every back-office call tells the session what it learnt of it (src/back-office/admin-call.ts).
  useEffect(() => (session ? listenToStaffCalls((news) => session.send(news)) : undefined), [session]);

  if (!session || step === 'checking' || step === 'enrolStarting') return <SessionLoading />;
  switch (step) {
    case 'failed':
      return (
        <main className="admin-gate" id="sadrzaj">
          <ErrorState message={error ?? ''} onRetry={() => session.send({ type: 'adminSession.retry' })} />
        </main>
      );
    case 'signedOut':
      return <SignedOut />;
    case 'noAccess':
      return <NoAccess />;
    case 'enrolFailed':
    case 'enrolScan':
      return <TotpEnrolment session={session} />;
    case 'recoveryCodes':
      return <RecoveryCodes session={session} />;
    case 'code':
      return <TotpSignIn session={session} />;
    case 'recoveryCode':
      return <RecoverySignIn session={session} />;
    case 'expired':
      return <SessionExpired session={session} />;
    default:
      return <AdminShell session={session} />;
  }
}
