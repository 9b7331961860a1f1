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
import { errorJson } from './contract-responses';
import { apiUrl, reportOffContractRequest } from './msw-server';
import { requestProblem } from './request-check';

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
 * The request is checked first, exactly as the server validates it: one off the contract (a body
 * where the route takes none, a body or parameter its schema refuses) is answered 400 in the
 * server's error shape and fails the test (msw-server.ts), even where the client only logs a failure.
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
      const problem = await requestProblem(route, info.request, info.params);
      if (problem) {
        reportOffContractRequest(`${route.method} ${route.path}: ${problem}`);
        return errorJson(400, { error: 'Zahtev nije ispravan.', code: 'VALIDATION_ERROR' });
      }
      const answer = await resolver(info);
      if (answer instanceof Response) await checkFakeAnswer(route, answer.clone());
      return answer;
    },
    options,
  );
}
