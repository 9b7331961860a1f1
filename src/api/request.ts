import type { Options, Response } from 'redaxios';
import type { z } from 'zod/mini';
import type { Toast } from '../../machines/shared/toast';
import { expireSessionOnce, showApiToast } from './api-effects';
import { ApiError, NETWORK_ERROR_TEXT, apiErrorFrom, hasErrorField } from './api-error';
import { http } from './client';

/** Spec §8: the answer to HTTP 429. */
export const RATE_LIMITED_TOAST: Toast = {
  kind: 'warning',
  title: 'Previše aktivnosti!',
  text: 'Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.',
  durationMs: 5000,
};

export { type ApiEffects, configureApi } from './api-effects';

export type RequestSpec<T> = {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  data?: unknown;
  params?: Record<string, string>;
  /** The contract schema every answer is parsed with. */
  schema: z.ZodMiniType<T>;
  /** Spec §7: register, login, generate-reset-pass and request-verify-email accept any status below 500 and read `error` from the body. */
  acceptBelow500?: boolean;
  /** Spec §5: an answer carrying an `error` field is rejected with that text, whatever its status. */
  rejectErrorField?: boolean;
};

function isSessionExpiry(response: Response<unknown>): boolean {
  const body = response.data as { shouldLogin?: unknown } | null;
  return response.status === 401 && typeof body === 'object' && body?.shouldLogin === true;
}

/**
 * One call of the contract with spec §8 applied: 429 shows the rate-limit toast and still rejects;
 * 401 with shouldLogin expires the session (once however many calls fail together) and resolves
 * with no data (`undefined`); every other failure rejects with an ApiError carrying the server's text.
 */
export async function sessionRequest<T>(spec: RequestSpec<T>): Promise<T | undefined> {
  let response: Response<unknown>;
  try {
    const options: Options = {
      url: spec.url,
      method: spec.method,
      data: spec.data,
      validateStatus: () => true,
    };
    if (spec.params) options.params = spec.params;
    response = await http<unknown>(options);
  } catch (failure) {
    throw new ApiError(NETWORK_ERROR_TEXT, 0, undefined, failure);
  }
  const { status, data } = response;
  if (status === 429) {
    showApiToast(RATE_LIMITED_TOAST);
    throw apiErrorFrom(status, data);
  }
  if (isSessionExpiry(response)) {
    expireSessionOnce();
    return undefined;
  }
  const accepted = spec.acceptBelow500 ? status < 500 : status >= 200 && status < 300;
  if (!accepted) throw apiErrorFrom(status, data);
  if ((spec.acceptBelow500 || spec.rejectErrorField) && hasErrorField(data)) throw apiErrorFrom(status, data);
  return spec.schema.parse(data);
}

/**
 * A call whose route never asks for a login, so it never meets a 401 with shouldLogin: its data is
 * always there. Should the server answer one anyway, the logout still happens and the caller gets
 * an ApiError, since there is no data of the promised type to resolve with.
 */
export async function request<T>(spec: RequestSpec<T>): Promise<T> {
  const data = await sessionRequest(spec);
  if (data === undefined) throw new ApiError('Sesija je istekla.', 401, 'UNAUTHORIZED');
  return data;
}
