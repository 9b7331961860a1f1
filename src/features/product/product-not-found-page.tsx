import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchForm } from '../search/search-form';
import '../catalog/catalog.css';

/** /proizvod/404: where an unknown product slug leads, with ways to find something else. */
export function ProductNotFoundPage() {
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <PageHeading>Proizvod nije pronađen</PageHeading>
      <p>Proizvod koji tražite ne postoji ili više nije u ponudi. Možda ćete pronaći nešto slično:</p>
      <SearchForm label="Pretražite proizvode" />
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
