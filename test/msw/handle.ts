import {
  type DefaultBodyType,
  http,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandlerOptions,
} from 'msw';
import { apiErrorSchema } from '../../contract/errors';
import { routeSchemas } from '../../contract/route-schemas';
import type { PathParamNames, Route, RouteName } from '../../contract/routes';
import { apiUrl } from './msw-server';

type Parse = { parse(value: unknown): unknown };

/**
 * Whether a fake's answer is one the server could give: a declared status with its schema's shape,
 * or an error in the server's one error shape. Throws (and so fails the test) otherwise.
 */
async function checkFakeAnswer(route: Route, response: Response): Promise<void> {
  if (response.type === 'error') return; // a network failure has no answer to check
  const { status } = response;
  const declared = (routeSchemas[route.name].response as Partial<Record<number, Parse>>)[status];
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  const where = `the fake ${route.method} ${route.path} answered ${status}`;
  if (!declared && status < 400) throw new Error(`${where}, a status the route does not declare`);
  // A failing gateway may answer a page of its own; the client must survive that too.
  if (!isJson && status >= 500) return;
  const body = isJson ? await response.json() : await response.text();
  const schema = declared ?? apiErrorSchema;
  const checked = (
    schema as Parse & { safeParse(value: unknown): { success: boolean; error?: unknown } }
  ).safeParse(body);
  if (!checked.success) throw new Error(`${where}, off the contract: ${String(checked.error)}`);
}

/**
 * An msw handler for a route of the contract's table (contract/routes.ts): its method and path come
 * from the table, and whatever the resolver answers is checked against the route's schemas
 * (contract/route-schemas.ts) before the client sees it, so the fakes cannot drift from the server.
 */
export function handle<N extends RouteName>(
  route: Route<N>,
  resolver: HttpResponseResolver<PathParams<PathParamNames<Route<N>['path']>>, DefaultBodyType>,
  options?: RequestHandlerOptions,
) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](
    apiUrl(route.path),
    async (info) => {
      const answer = await resolver(info);
      if (answer instanceof Response) await checkFakeAnswer(route, answer.clone());
      return answer;
    },
    options,
  );
}
