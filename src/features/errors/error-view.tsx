import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link } from 'wouter';
import { SEARCH_LIMITS } from '../../../contract/catalog-constants';
import { PageHeading } from '../../components/ui/page-heading';
import { ShopContext } from '../../lib/shop-context';
import './errors.css';

// The search box's form machine joins with the error page, not with every start (the error
// boundary is in the start); until it arrives, the browser's own form does the same search.
const SearchForm = lazy(() =>
  import('../search/search-form').then((module) => ({ default: module.SearchForm })),
);

/** A search the browser sends itself (also with no JavaScript, or after the shop's code failed). */
function PlainSearchForm({ label }: { label: string }) {
  const id = useId();
  return (
    <search className="page-search">
      <form action="/proizvodi/pretraga" method="get">
        <label htmlFor={id}>{label}</label>
        <div className="page-search-row">
          <input
            id={id}
            type="search"
            name="q"
            maxLength={SEARCH_LIMITS.maxLength}
            placeholder="npr. frižider, usisivač…"
          />
          <button type="submit" className="button primary">
            Pretraži
          </button>
        </div>
      </form>
    </search>
  );
}

type Props = {
  statusCode: number;
  title: string;
  /** What happened, and any suggestion of where to go. */
  children: ReactNode;
  /** The spec's error details, kept on the element (DESIGN §3). */
  details?: Record<`data-${string}`, string>;
};

/**
 * The one design of every error page, a 404 of any kind (an unknown path, product or category)
 * and the rest: the status code, what happened, a search box and the ways on.
 */
export function ErrorView({ statusCode, title, children, details }: Props) {
  const inShop = ShopContext.useIsPresent();
  return (
    <section className="error-page" {...details}>
      <p className="error-code">
        <span className="visually-hidden">Greška </span>
        {statusCode}
      </p>
      <PageHeading>{title}</PageHeading>
      <div className="error-description">{children}</div>
      {inShop ? (
        <Suspense fallback={<PlainSearchForm label="Pretražite proizvode" />}>
          <SearchForm label="Pretražite proizvode" />
        </Suspense>
      ) : (
        <PlainSearchForm label="Pretražite proizvode" />
      )}
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
