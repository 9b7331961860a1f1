import type { RouteName } from '../../contract/routes';

/**
 * In development and tests, an answer is parsed with its route's schema (contract/route-schemas.ts),
 * so a drift between client and server fails loudly. In production the client trusts the server,
 * which validates every answer it sends, and the schemas (and zod) are never downloaded: the build
 * drops this branch and its import.
 */
export async function checkAnswer(name: RouteName, status: number, data: unknown): Promise<unknown> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return data;
  const { routeSchemas } = await import('../../contract/route-schemas');
  const schemas = routeSchemas[name].response as Partial<Record<number, { parse(value: unknown): unknown }>>;
  // A status the route declares no schema for (spec §7: a 4xx read as an answer) is read as its success.
  const schema = schemas[status] ?? Object.values(schemas)[0];
  return schema ? schema.parse(data) : data;
}
