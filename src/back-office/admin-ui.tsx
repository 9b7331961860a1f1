import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'wouter';

/**
 * A back-office screen: its h1 takes the focus when the screen opens (the staff member hears where
 * they are), and the document's title names it.
 */
export function AdminScreen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | Administracija`;
    heading.current?.focus();
  }, [title]);
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <header className="admin-screen-header">
        <h1 id="admin-screen-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

/**
 * What an action just did, said aloud and given the focus, so a keyboard user continues from there
 * (the action's button may be gone: the order's allowed events changed).
 */
export function ActionNotice({
  kind,
  children,
}: {
  kind: 'success' | 'error' | 'info';
  /** The text; a new one (another action's outcome) takes the focus again. */
  children: string;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (children) notice.current?.focus();
  }, [children]);
  return (
    <div
      ref={notice}
      className={`admin-notice ${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}

/** "Strana 2 od 5" with links to the pages before and after, the query kept. */
export function Pager({
  page,
  total,
  pageSize,
  hrefOf,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefOf: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label="Strane">
      {page > 1 ? <Link href={hrefOf(page - 1)}>Prethodna</Link> : <span aria-hidden="true">Prethodna</span>}
      <span>
        Strana {page} od {pages}
      </span>
      {page < pages ? <Link href={hrefOf(page + 1)}>Sledeća</Link> : <span aria-hidden="true">Sledeća</span>}
    </nav>
  );
}

/** A query string from values, leaving out the empty ones. */
export function queryOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A positive page number from the URL, else 1. */
export const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};
