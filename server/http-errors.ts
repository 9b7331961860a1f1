import type { ErrorCode } from '../contract/errors';

/** An error the API answers with: a status, a Serbian text for people and a code for programs. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR', extra = {}) =>
  new HttpError(400, code, message, extra);
export const unauthorized = (message: string) =>
  new HttpError(401, 'UNAUTHORIZED', message, { shouldLogin: true });
export const forbidden = (message: string, code: ErrorCode) => new HttpError(403, code, message);
export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code: ErrorCode, extra = {}) =>
  new HttpError(409, code, message, extra);
