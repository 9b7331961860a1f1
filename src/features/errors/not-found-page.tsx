import { ErrorPage } from './error-page';
import type { RouteError } from './route-error';

/** Spec §2 404 page (the fallback of every unknown path, and failed route validations). */
export function NotFoundPage({ error }: { error: RouteError }) {
  return <ErrorPage error={error} />;
}
