import { STATIC_HEADINGS } from './static-pages';
import { isUuid } from '../../contract/uuid';

/** Which kind of page a path is, as the client's router (src/app/routes.tsx) would route it. */
export type PageMatch =
  | { kind: 'home' }
  | { kind: 'static'; heading: string }
  | { kind: 'product'; slug: string }
  | { kind: 'productNotFound' }
  | { kind: 'allProducts' }
  | { kind: 'category'; slug: string }
  | { kind: 'search' }
  | { kind: 'sale' }
  | { kind: 'orderDetails' }
  | { kind: 'notFound' };

function segment(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value);
    return decoded && !decoded.includes('/') ? decoded : undefined;
  } catch {
    return undefined;
  }
}

export function matchPage(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { kind: 'home' };
  if (path === '/proizvod/404') return { kind: 'productNotFound' };
  if (path === '/proizvodi') return { kind: 'allProducts' };
  if (path === '/proizvodi/pretraga') return { kind: 'search' };
  if (path === '/akcija') return { kind: 'sale' };
  if (Object.hasOwn(STATIC_HEADINGS, path)) return { kind: 'static', heading: STATIC_HEADINGS[path]! };
  const [, first, second, third, ...rest] = path.split('/');
  const param = second === undefined ? undefined : segment(second);
  if (third === undefined && param) {
    if (first === 'proizvod') return { kind: 'product', slug: param };
    if (first === 'proizvodi') return { kind: 'category', slug: param };
  }
  if (first === 'profil' && second === 'istorija-kupovine' && third && rest.length === 0 && isUuid(third))
    return { kind: 'orderDetails' };
  return { kind: 'notFound' };
}
