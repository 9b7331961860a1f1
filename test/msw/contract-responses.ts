import { HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import { type ApiError, apiErrorSchema } from '../../contract/errors';

/** A JSON answer that went through the contract's schema first, so fakes cannot drift from it. */
export function contractJson<S extends z.ZodMiniType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as object, { status });
}

/** An error answer in the server's one error shape `{ error, code, shouldLogin?, issues? }`. */
export function errorJson(status: number, body: ApiError) {
  return HttpResponse.json(apiErrorSchema.parse(body), { status });
}

/** Spec §8 / DESIGN §3: what a call that needs a login answers once the session is gone. */
export const sessionExpiredJson = () =>
  errorJson(401, { error: 'Prijavite se da biste nastavili.', code: 'UNAUTHORIZED', shouldLogin: true });

/** What the rate limiter answers (server/plugins/errors.ts; with Retry-After on the real server). */
export const rateLimitedJson = () =>
  errorJson(429, {
    error: 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
    code: 'RATE_LIMITED',
  });
