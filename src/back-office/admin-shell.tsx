import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import type { StaffRole } from '../../contract/admin';
import type { ActorRefFrom } from 'xstate';
import type { adminSessionMachine } from '../../machines/admin-session/admin-session.machine';
import {
  selectRemainingRecoveryCodes,
  selectRole,
  selectStaff,
} from '../../machines/admin-session/admin-session.selectors';
import { useShopActors } from '../lib/shop-selectors';
import { ROLE_LABELS } from './labels';
import { AuditScreen } from './screens/audit-screen';
import { CategoriesScreen } from './screens/categories-screen';
import { PromoScreen } from './screens/promo-screen';
import { DashboardScreen } from './screens/dashboard-screen';
import { ImportScreen } from './screens/import-screen';
import { OrderDetailScreen } from './screens/order-detail-screen';
import { OrderListScreen } from './screens/order-list-screen';
import { ProductEditScreen } from './screens/product-edit-screen';
import { ProductsScreen } from './screens/products-screen';
import { StaffScreen } from './screens/staff-screen';
import { StockScreen } from './screens/stock-screen';
import { AdminScreen } from './admin-ui';

type SessionRef = ActorRefFrom<typeof adminSessionMachine>;

type Section = { path: string; label: string; roles: readonly StaffRole[]; screen: ComponentType };

const BOTH = ['operator', 'admin'] as const;
const ADMIN = ['admin'] as const;

const AllOrders = () => <OrderListScreen kind="all" />;
const PendingTransfers = () => <OrderListScreen kind="payments" />;
const Withdrawals = () => <OrderListScreen kind="withdrawals" />;

/** The back office's screens in the navigation's order; an operator sees orders, stock and withdrawals. */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'Kontrolna tabla', roles: BOTH, screen: DashboardScreen },
  { path: '/porudzbine', label: 'Porudžbine', roles: BOTH, screen: AllOrders },
  { path: '/uplate', label: 'Uplate na čekanju', roles: BOTH, screen: PendingTransfers },
  { path: '/odustanci', label: 'Odustanci', roles: BOTH, screen: Withdrawals },
  { path: '/zalihe', label: 'Zalihe', roles: BOTH, screen: StockScreen },
  { path: '/proizvodi', label: 'Proizvodi', roles: ADMIN, screen: ProductsScreen },
  { path: '/kategorije', label: 'Kategorije', roles: ADMIN, screen: CategoriesScreen },
  { path: '/kodovi', label: 'Kodovi za popust', roles: ADMIN, screen: PromoScreen },
  { path: '/osoblje', label: 'Osoblje', roles: ADMIN, screen: StaffScreen },
  { path: '/dnevnik', label: 'Dnevnik izmena', roles: ADMIN, screen: AuditScreen },
  { path: '/uvoz', label: 'Uvoz kataloga', roles: ADMIN, screen: ImportScreen },
];

function Navigation({ role }: { role: StaffRole }) {
  const [location] = useLocation();
  const current = (path: string) =>
    path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
  return (
    <nav className="admin-nav" aria-label="Administracija">
      <ul>
        {SECTIONS.filter((section) => section.roles.includes(role)).map((section) => (
          <li key={section.path}>
            <Link href={section.path} aria-current={current(section.path) ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NotForRole() {
  return (
    <AdminScreen title="Nemate pristup">
      <p>Ova stranica je dostupna samo administratorima.</p>
    </AdminScreen>
  );
}

function UnknownScreen() {
  return (
    <AdminScreen title="Stranica nije pronađena">
      <p>
        <Link href="/">Nazad na kontrolnu tablu</Link>
      </p>
    </AdminScreen>
  );
}

/** A screen, or "Nemate pristup" for a role it is not for. */
const guarded = (section: Section, role: StaffRole) =>
  section.roles.includes(role) ? section.screen : NotForRole;

/** The back office for a signed-in staff member: header, the navigation by role, the screen. */
export function AdminShell({ session }: { session: SessionRef }) {
  const staff = useSelector(session, selectStaff);
  const role = useSelector(session, selectRole) ?? 'operator';
  const remaining = useSelector(session, selectRemainingRecoveryCodes);
  const { auth } = useShopActors();
  const signOut = () => {
    auth.send({ type: 'auth.logout' });
    session.send({ type: 'adminSession.lost', reason: 'login' });
  };
  // An account from `npm run staff:add` or an invitation has no name until its owner gives one.
  const staffName = `${staff?.firstName ?? ''} ${staff?.lastName ?? ''}`.trim() || staff?.email;
  const products = SECTIONS.find((section) => section.path === '/proizvodi')!;
  return (
    <div className="admin-app">
      <a className="skip-link" href="#sadrzaj">
        Preskoči na sadržaj
      </a>
      <header className="admin-header">
        <Link href="/" className="admin-brand">
          Prodavnica · Administracija
        </Link>
        <span className="admin-who">
          {staffName} ({ROLE_LABELS[role]})
        </span>
        <Link href="~/">Prodavnica</Link>
        <button type="button" className="button secondary" onClick={signOut}>
          Odjava
        </button>
      </header>
      {remaining !== null && (
        <p className="admin-notice info" role="status">
          Prijavili ste se kodom za oporavak. Preostalo kodova: {remaining}.
        </p>
      )}
      <div className="admin-body">
        <Navigation role={role} />
        <main id="sadrzaj" className="admin-main" tabIndex={-1}>
          <Switch>
            {SECTIONS.map((section) => (
              <Route key={section.path} path={section.path} component={guarded(section, role)} />
            ))}
            <Route path="/porudzbine/:id" component={OrderDetailScreen} />
            <Route
              path="/proizvodi/:id"
              component={guarded({ ...products, screen: ProductEditScreen }, role)}
            />
            <Route component={UnknownScreen} />
          </Switch>
        </main>
      </div>
    </div>
  );
}
