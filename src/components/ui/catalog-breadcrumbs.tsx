import { Link } from 'wouter';

export type Crumb = { name: string; href?: string };

const HOME: Crumb = { name: 'Početna', href: '/' };
const ALL_PRODUCTS: Crumb = { name: 'Proizvodi', href: '/proizvodi' };

/** Home › Proizvodi › the category path (from the server's breadcrumbs), each a link. */
export function categoryCrumbs(path: readonly { name: string; slug: string }[]): Crumb[] {
  return [HOME, ALL_PRODUCTS, ...path.map(({ name, slug }) => ({ name, href: `/proizvodi/${slug}` }))];
}

/** Crumbs of a page outside the category tree: home, then the page itself. */
export const pageCrumbs = (name: string): Crumb[] => [HOME, { name }];

/** Where the page sits in the shop; the last crumb is the current page (not a link). */
export function CatalogBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Putanja" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.name}-${crumb.href ?? ''}`}>
              {current || !crumb.href ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.name}</span>
              ) : (
                <Link href={crumb.href}>{crumb.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The breadcrumbs' height, held while the data that names them is on its way. */
export function BreadcrumbsPlaceholder() {
  return <div className="breadcrumbs placeholder" aria-hidden="true" />;
}
