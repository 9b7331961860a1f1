import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { SEARCH_INPUT_ID } from '../layout/search-input-id';
import { errorDescription, errorTitle } from './error-texts';
import type { RouteError } from './route-error';
import './errors.css';

/**
 * Spec §2 error page: the status code, a Serbian title and description; the error's own
 * statusMessage and message stay on the element (DESIGN §3).
 */
export function ErrorPage({ error }: { error: RouteError }) {
  return (
    <section
      className="error-page"
      data-status-code={error.statusCode}
      data-status-message={error.statusMessage}
      data-message={error.message}
    >
      <p className="error-code">
        <span className="visually-hidden">Greška </span>
        {error.statusCode}
      </p>
      <PageHeading>{errorTitle(error.statusCode)}</PageHeading>
      <p className="error-description">{errorDescription(error.statusCode)}</p>
      <div className="error-actions">
        <Link href="/" className="button primary">
          Nazad na početnu
        </Link>
        <a href={`#${SEARCH_INPUT_ID}`} className="button secondary">
          Pretražite proizvode
        </a>
        <Link href="/proizvodi" className="button secondary">
          Svi proizvodi
        </Link>
      </div>
    </section>
  );
}
