import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeading } from './page-heading';
import './error-view.css';

type Props = {
  statusCode: number;
  title: string;
  /** What happened, and any suggestion of where to go. */
  children: ReactNode;
  /** The spec's error details, kept on the element (DESIGN §3). */
  details?: Record<`data-${string}`, string>;
  /** The search box (src/lib/page-search.tsx: the shop's form, or the browser's own outside it). */
  search: ReactNode;
};

/**
 * The one design of every error page, a 404 of any kind (an unknown path, product or category)
 * and the rest: the status code, what happened, a search box and the ways on.
 */
export function ErrorView({ statusCode, title, children, details, search }: Props) {
  return (
    <section className="error-page" {...details}>
      <p className="error-code">
        <span className="visually-hidden">Greška </span>
        {statusCode}
      </p>
      <PageHeading>{title}</PageHeading>
      <div className="error-description">{children}</div>
      {search}
      <ul className="error-links">
        <li>
          <Link href="/proizvodi">Pogledajte sve proizvode</Link>
        </li>
        <li>
          <Link href="/">Početna strana</Link>
        </li>
      </ul>
    </section>
  );
}
