import type { FastifyRequest } from 'fastify';
import type { Script } from '../../contract/serbian-script';

/**
 * The script the shopper's client asks for: the shop's client sends `Accept-Language: sr-Cyrl` or
 * `sr-Latn` with every call (src/api/request.ts), the HTTP way of asking for a language and script,
 * so no call of the spec changes its body. Null when the header names neither (a plain browser's
 * "sr-RS,sr;q=0.9", curl): the caller keeps what it knew, or Latin, the shop's default.
 */
export function requestedScript(request: Pick<FastifyRequest, 'headers'>): Script | null {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return null;
  const ranked = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    if (/^sr-cyrl(-|$)/.test(tag)) return 'cyrillic';
    if (/^sr-latn(-|$)/.test(tag)) return 'latin';
  }
  return null;
}

/** The script to write this request's mail in: the one asked for, or Latin. */
export function scriptOf(request: Pick<FastifyRequest, 'headers'>): Script {
  return requestedScript(request) ?? 'latin';
}
