import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchForm } from '../search/search-form';

/** A category slug the server does not know (404): what the shopper can do instead. */
export function CategoryNotFound() {
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <PageHeading>Kategorija nije pronađena</PageHeading>
      <p>Kategorija koju tražite ne postoji ili je preimenovana.</p>
      <SearchForm />
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
