import type { ErrorCode } from '../../contract/errors';

/** What a shopper reads when the server could not be reached at all. */
export const NETWORK_ERROR_TEXT = 'Veza sa serverom nije uspela. Proverite internet vezu i pokušajte ponovo.';
/** What a shopper reads when the server failed without a text of its own. */
export const UNKNOWN_ERROR_TEXT = 'Došlo je do greške. Pokušajte ponovo.';

/**
 * Every failed call rejects with this: `message` is the server's Serbian `error` text (spec §5: the
 * error text is raised to the caller), so machines and views can show it as it is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code?: ErrorCode | string,
    /** The whole answer body, for callers that read more than the text (409 short items). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type ErrorBody = { error: string; code?: string };

/** True for a body that carries the `error` field of spec §5. */
export function hasErrorField(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string' &&
    (body as { error: string }).error.length > 0
  );
}

/** The ApiError for an answer whose body carries an `error` field (or for a bare failed status). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (hasErrorField(body)) return new ApiError(body.error, status, body.code, body);
  return new ApiError(UNKNOWN_ERROR_TEXT, status, undefined, body);
}
