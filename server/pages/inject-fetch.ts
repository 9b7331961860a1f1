import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Marks the server's own calls while it renders a page; the value is known to this process only. */
const RENDER_HEADER = 'x-prodavnica-render';
const renderToken = randomBytes(24).toString('base64url');

/** A call the server made to itself while rendering a page (not a shopper's: no rate limit). */
export const isPageRenderCall = (request: FastifyRequest) => request.headers[RENDER_HEADER] === renderToken;

/**
 * `fetch` for the server renderer: the pages' API calls are answered by this app in process
 * (app.inject), through the same routes, checks and catalogue cache as a browser's, without
 * cookies, so only public data is ever read.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', [RENDER_HEADER]: renderToken },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.body === '';
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
}
