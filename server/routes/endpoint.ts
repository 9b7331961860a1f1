import { routeSchemas } from '../../contract/route-schemas';
import { type RouteName, routes } from '../../contract/routes';

/**
 * The method, URL and schemas of a route of the contract's table, for `app.route({ ...endpoint(name),
 * handler })`: the handler's request and reply are typed from the schemas (fastify-type-provider-zod).
 */
export function endpoint<N extends RouteName>(name: N) {
  const { method, path } = routes[name];
  return { method, url: path, schema: routeSchemas[name] };
}
