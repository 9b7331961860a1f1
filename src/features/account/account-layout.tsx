import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../../components/ui/status';
import { selectIsAuthBusy } from '../../../machines/auth/auth.selectors';
import { useShopActors, useUser } from '../../lib/shop-selectors';
import { AccountMenu } from './account-menu';
import './account.css';

/** Spec §2 account layout: every /profil page beside its menu, the user and the way out. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { auth } = useShopActors();
  const user = useUser();
  const busy = useSelector(auth, selectIsAuthBusy);
  const [, navigate] = useLocation();

  // Leave before the user is gone: the profile guard would otherwise send the page to /login.
  const logout = () => {
    auth.send({ type: 'auth.logout' });
    navigate('/');
  };

  return (
    <div className="account-layout">
      <aside className="account-aside">
        {user && (
          <p className="account-user">
            <span className="account-user-name" data-script="latin">
              {user.firstName} {user.lastName}
            </span>
            <span className="account-user-email">{user.email}</span>
          </p>
        )}
        <AccountMenu />
        <button type="button" className="button secondary account-logout" onClick={logout} disabled={busy}>
          Odjavi se
        </button>
      </aside>
      {/* A section's chunk loads beside the menu, so the menu stays put while it comes. */}
      <div className="account-content">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </div>
    </div>
  );
}
