import { ErrorView } from '../../components/ui/error-view';
import { PageSearch } from '../../lib/page-search';

/** A category slug the server does not know (404): what the shopper can do instead. */
export function CategoryNotFound() {
  return (
    <ErrorView
      statusCode={404}
      title="Kategorija nije pronađena"
      search={<PageSearch label="Pretražite proizvode" />}
    >
      <p>Kategorija koju tražite ne postoji ili je preimenovana.</p>
    </ErrorView>
  );
}
