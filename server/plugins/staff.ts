import type { FastifyInstance, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type HttpMethod, type RouteName, type StaffAccess, routes } from '../../contract/routes';
import { STAFF_IDLE_TEXT, type StaffUser, isStaff } from '../admin/staff-session';
import { forbidden, unauthorized } from '../http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (operator or admin), or a 401 / 403 like the staff guard's. */
    requireStaff(): Promise<StaffUser>;
  }
}

export const ADMIN_PREFIX = '/api/admin';

export type StaffRoute = {
  name: RouteName;
  method: HttpMethod;
  path: string;
  staff: StaffAccess;
  totp?: false;
};

/** Every back-office route of the contract's table (those with `staff`). */
export const staffRouteList: readonly StaffRoute[] = Object.values(routes).flatMap((route) =>
  'staff' in route ? [route as StaffRoute] : [],
);
const staffRoutes = new Map(staffRouteList.map((route) => [`${route.method} ${route.path}`, route]));

export const isAdminPath = (url: string) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

const SIGN_IN_TEXT = 'Prijavite se nalogom zaposlenog da biste nastavili.';
const NOT_STAFF_TEXT = 'Ovaj deo prodavnice je samo za zaposlene.';
const ADMIN_ONLY_TEXT = 'Ovo može samo administrator prodavnice.';
export const TOTP_REQUIRED_TEXT = 'Unesite kod iz aplikacije za potvrdu identiteta (drugi korak prijave).';

/**
 * The refusals of a back-office route, decided from its entry in contract/routes.ts before its
 * body is read or validated: who is signed in, in which role, and whether this session passed
 * the second factor (unless the route is one of those that come before it, `totp: false`).
 */
function guardFor(route: StaffRoute): onRequestHookHandler {
  return async function staffGuard(request, reply) {
    void reply.header('cache-control', 'no-store');
    const user = await request.currentUser();
    if (!user) throw unauthorized(request.staffSessionExpired ? STAFF_IDLE_TEXT : SIGN_IN_TEXT);
    if (!isStaff(user)) throw forbidden(NOT_STAFF_TEXT, 'FORBIDDEN');
    if (route.staff === 'admin' && user.role !== 'admin') throw forbidden(ADMIN_ONLY_TEXT, 'FORBIDDEN');
    if (route.totp !== false) {
      const session = await request.currentSession();
      if (!session?.totpVerifiedAt) throw forbidden(TOTP_REQUIRED_TEXT, 'TOTP_REQUIRED');
    }
  };
}
const GUARD = Symbol('staffGuard');

/**
 * Every route under /api/admin/ gets the staff guard of its entry in the contract's table; a route
 * there that the table does not name stops the server at startup, so none can go unguarded.
 */
async function staffPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (options) => {
    if (!isAdminPath(options.url)) return;
    const methods = [options.method].flat() as HTTPMethods[];
    for (const method of methods) {
      const key = `${method === 'HEAD' ? 'GET' : method} ${options.url}`;
      const route = staffRoutes.get(key);
      if (!route) {
        throw new Error(
          `${method} ${options.url}: every route under ${ADMIN_PREFIX}/ must be in contract/routes.ts with \`staff\``,
        );
      }
      const hooks = [options.onRequest ?? []].flat() as (onRequestHookHandler & { [GUARD]?: true })[];
      if (hooks.some((hook) => hook[GUARD])) continue;
      const guard = Object.assign(guardFor(route), { [GUARD]: true as const });
      options.onRequest = [...hooks, guard];
    }
  });

  app.decorateRequest('requireStaff', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw unauthorized(this.staffSessionExpired ? STAFF_IDLE_TEXT : SIGN_IN_TEXT);
    if (!isStaff(user)) throw forbidden(NOT_STAFF_TEXT, 'FORBIDDEN');
    return user;
  });
}

export default fp(staffPlugin, { name: 'staff', dependencies: ['sessions'] });
