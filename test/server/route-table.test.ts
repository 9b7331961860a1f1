import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchemas } from '../../contract/route-schemas';
import { type RouteName, routes } from '../../contract/routes';
import { type TestServer, createTestServer } from '../utils/test-server';

// The contract's route table is the one list of the API: the server registers exactly its routes,
// each with the table's schemas, so the storefront and the tests' fakes (built from the same table)
// cannot call or answer a route the server does not have.
describe('the route table (contract/routes.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const apiRoutes = () => server.app.routeTable.filter((route) => route.url.startsWith('/api/'));
  const key = (method: string, path: string) => `${method} ${path}`;

  it('every API route the server registers is in the table, and every table route is registered', () => {
    const registered = apiRoutes().map((route) => key(route.method, route.url));
    const table = Object.values(routes).map((route) => key(route.method, route.path));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...table].sort());
  });

  it('the server validates each route with the schemas the table gives it', () => {
    for (const route of apiRoutes()) {
      const entry = Object.values(routes).find(
        (candidate) => candidate.method === route.method && candidate.path === route.url,
      );
      expect(route.schema, `${route.method} ${route.url}`).toBe(routeSchemas[entry!.name as RouteName]);
    }
  });

  it('every route answers a request on its path (hasRoute agrees with the table)', () => {
    for (const route of Object.values(routes)) {
      expect(server.app.hasRoute({ method: route.method, url: route.path }), route.path).toBe(true);
    }
  });
});
