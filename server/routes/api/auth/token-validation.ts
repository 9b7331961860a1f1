import type { FastifyRequest } from 'fastify';

/**
 * With `attachValidation`, tells whether the request failed validation only because of a
 * malformed token, which the user should hear about as an invalid link, not as a form error.
 * Rethrows any other validation failure for the common error handler.
 */
export function hasMalformedToken(request: FastifyRequest): boolean {
  const failure = request.validationError;
  if (!failure) return false;
  const issues = (failure.validation ?? []) as { instancePath?: string }[];
  const tokenIssue = issues.some(
    (issue) => failure.validationContext === 'params' || issue.instancePath?.startsWith('/token'),
  );
  if (tokenIssue) return true;
  throw failure;
}
