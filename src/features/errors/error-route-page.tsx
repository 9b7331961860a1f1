import { useSearch } from 'wouter';
import { ErrorPage } from './error-page';
import { serverError } from './route-error';

/** The status of an /error link: `?status=` when it is an error status (400–599), else 500. */
export function statusFromQuery(search: string): number {
  const raw = new URLSearchParams(search).get('status') ?? '';
  const status = /^\d{3}$/.test(raw) ? Number(raw) : Number.NaN;
  return status >= 400 && status <= 599 ? status : 500;
}

/** Route /error: the generic error page for the status the link names. */
export function ErrorRoutePage() {
  const status = statusFromQuery(useSearch());
  const error = serverError(status, status === 404 ? 'Page Not Found' : 'Internal Server Error');
  return <ErrorPage error={error} />;
}
