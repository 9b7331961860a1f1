import type { FastifyRequest } from 'fastify';

/** The shop's origin for e-mailed links: PUBLIC_URL, else the origin the request came to. */
export function publicUrl(request: FastifyRequest, pathAndQuery: string): string {
  const origin = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${pathAndQuery}`;
}
