import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchForm } from '../search/search-form';
import './catalog.css';

type Props = { title: string; searchLabel?: string | undefined; children: ReactNode };

/** A catalogue page that does not exist (404): what it was, and what the shopper can do instead. */
export function CatalogNotFound({ title, searchLabel, children }: Props) {
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <PageHeading>{title}</PageHeading>
      <p>{children}</p>
      <SearchForm label={searchLabel} />
      <ul className="not-found-links">
        <li>
          <Link href="/proizvodi">Pogledajte sve proizvode</Link>
        </li>
        <li>
          <Link href="/">Početna strana</Link>
        </li>
      </ul>
    </div>
  );
}
