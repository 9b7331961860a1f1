import type { FastifyRequest } from 'fastify';
import type { StaffActor } from './staff-actor';

/** The signed-in staff member making this request, and its IP, for the audit row. */
export async function actorOf(request: FastifyRequest): Promise<StaffActor> {
  const staff = await request.requireStaff();
  return { staffId: staff.id, ip: request.ip };
}
