import { errorDescription, errorTitle } from './error-texts';
import { ErrorView } from '../../components/ui/error-view';
import { PageSearch } from '../../lib/page-search';
import type { RouteError } from './route-error';

/**
 * Spec §2 error page: the status code, a Serbian title and description; the error's own
 * statusMessage and message stay on the element (DESIGN §3).
 */
export function ErrorPage({ error }: { error: RouteError }) {
  return (
    <ErrorView
      statusCode={error.statusCode}
      title={errorTitle(error.statusCode)}
      search={<PageSearch label="Pretražite proizvode" />}
      details={{
        'data-status-code': String(error.statusCode),
        'data-status-message': error.statusMessage,
        'data-message': error.message,
      }}
    >
      <p>{errorDescription(error.statusCode)}</p>
    </ErrorView>
  );
}
