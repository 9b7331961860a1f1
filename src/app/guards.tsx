import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import type { GuardDecision } from '../../machines/auth/auth.selectors';
import { PageLoading } from '../components/ui/status';
import { useLoginGuard, useProfileGuard } from '../lib/shop-selectors';
import { useCurrentAddress } from '../lib/use-login-address';

/** Renders what a guard selector (machines/auth/auth.selectors.ts) decided. */
function Guarded({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  if (decision.kind === 'wait') return <PageLoading />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return <>{children}</>;
}

/** DESIGN §3 login guard (/login, /register, /reset-password): see `selectLoginGuard`. */
export function LoginGuard({ children }: { children: ReactNode }) {
  return <Guarded decision={useLoginGuard()}>{children}</Guarded>;
}

/** DESIGN §3 profile guard (/profil…): see `selectProfileGuard`. */
export function ProfileGuard({ children }: { children: ReactNode }) {
  return <Guarded decision={useProfileGuard(useCurrentAddress())}>{children}</Guarded>;
}

/** DESIGN §3 verify-email guard: /verify-email without a token goes to /. */
export function VerifyEmailGuard({ children }: { children: ReactNode }) {
  const token = new URLSearchParams(useSearch()).get('token');
  if (!token) return <Redirect to="/" replace />;
  return <>{children}</>;
}
