import type { StaffRole } from '../../../contract/admin';
import { checkWith, createForm, tell } from '../../actors/form-logic';
import { createLoader } from '../../actors/loader-logic';
import { inviteStaff, listStaff, readAudit, setStaffRole } from '../admin-api';

export const STAFF_LIST_ID = 'adminStaffList';

export const staffListLoader = createLoader(listStaff);
export const auditLoader = createLoader(readAudit);

const adminSchemas = () => import('../../../contract/admin');

/** Osoblje: an invitation by e-mail with a role; the list reads again. */
export const inviteForm = createForm({
  check: checkWith(() => adminSchemas().then((schema) => schema.staffInviteBodySchema)),
  submit: (body: { email: string; role: StaffRole }) => inviteStaff(body),
  succeeded: (_result, system) => tell(system, STAFF_LIST_ID, { type: 'loader.reload' }),
});

/** A staff member's new role; `extra` is their id. */
export const roleForm = createForm({
  check: checkWith(() => adminSchemas().then((schema) => schema.staffRoleBodySchema)),
  submit: ({ role }: { role: StaffRole }, staffId) => setStaffRole(staffId as number, role),
  succeeded: (_result, system) => tell(system, STAFF_LIST_ID, { type: 'loader.reload' }),
});
