import { Link, useLocation } from 'wouter';

const entries = [
  { href: '/profil', label: 'Moj profil' },
  { href: '/profil/ocene', label: 'Moje ocene' },
  { href: '/profil/lista-zelja', label: 'Lista želja' },
  { href: '/profil/istorija-kupovine', label: 'Istorija kupovine' },
] as const;

/** Which entry the current path belongs to: the page itself, or a page under it (an order's details). */
function currentOf(path: string, href: string): 'page' | 'true' | undefined {
  if (path === href) return 'page';
  if (href !== '/profil' && path.startsWith(`${href}/`)) return 'true';
  return undefined;
}

/** The profile area's sections (spec §2); the current one is marked for sight and screen readers. */
export function AccountMenu() {
  const [path] = useLocation();
  return (
    <nav aria-label="Moj nalog" className="account-menu">
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} aria-current={currentOf(path, entry.href)}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
