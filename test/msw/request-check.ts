import { routeSchemas } from '../../contract/route-schemas';
import type { Route } from '../../contract/routes';

type SafeParse = { safeParse(value: unknown): { success: boolean; error?: unknown } };

/** The contract's request schemas of a route (contract/route-schemas.ts), any of them absent. */
type RequestSchemas = { params?: SafeParse; querystring?: SafeParse; body?: SafeParse };

/** The query string as Fastify's parser gives it to the route: repeated keys become a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

const isJson = (request: Request) => request.headers.get('content-type')?.includes('json') ?? false;

function bodyProblem(schema: SafeParse | undefined, text: string, json: boolean): string | undefined {
  if (!schema) {
    // Spec §7 names the calls that send no body (create, last-accessed …): sending one, even `{}`, is off the contract.
    if (text !== '') return `a body where the contract has none: ${text}`;
    // Fastify refuses an empty body announced as JSON (FST_ERR_CTP_EMPTY_JSON_BODY).
    if (json) return 'an empty body announced as application/json';
    return undefined;
  }
  if (text === '') return 'no body where the contract has one';
  if (!json) return 'a body not announced as application/json';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `a body that is not JSON: ${text}`;
  }
  const checked = schema.safeParse(parsed);
  return checked.success ? undefined : `a body off the contract (${text}): ${String(checked.error)}`;
}

/**
 * What is wrong with a request to `route`, measured against the contract exactly as the server
 * validates it (params, query string, body; a body where the route takes none is refused), or
 * undefined when the server would accept it.
 */
export async function requestProblem(
  route: Route,
  request: Request,
  params: Record<string, unknown>,
): Promise<string | undefined> {
  const schemas = routeSchemas[route.name] as RequestSchemas;
  if (schemas.params && !schemas.params.safeParse(params).success)
    return `path parameters off the contract: ${JSON.stringify(params)}`;
  const url = new URL(request.url);
  if (schemas.querystring) {
    const checked = schemas.querystring.safeParse(queryOf(url));
    if (!checked.success) return `a query string off the contract (${url.search}): ${String(checked.error)}`;
  }
  return bodyProblem(schemas.body, await request.clone().text(), isJson(request));
}
