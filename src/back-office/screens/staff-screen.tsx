import type { StaffRole } from '../../../contract/admin';
import { FieldFrame, FormField } from '../../components/ui/form-field';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { formatDate } from '../../lib/format-date';
import { useForm } from '../../lib/use-form';
import { useLoader } from '../../lib/use-loader';
import { STAFF_LIST_ID, inviteForm, roleForm, staffListLoader } from '../actors/staff.actors';
import { ActionNotice, AdminScreen } from '../admin-ui';
import { ROLE_LABELS } from '../labels';

const ROLES: StaffRole[] = ['operator', 'admin'];

function RoleOptions() {
  return (
    <>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}

function InviteStaff() {
  const form = useForm(inviteForm, { values: { email: '', role: 'operator' } });
  const role = form.field('role');
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      noValidate
      className="admin-form inline"
      aria-label="Pozivnica"
    >
      <FormField label="E-adresa" type="email" autoComplete="off" {...form.field('email')} />
      <FieldFrame label="Uloga" error={role.error}>
        {(control) => (
          <select {...control} name={role.name} value={role.value} onChange={role.onChange}>
            <RoleOptions />
          </select>
        )}
      </FieldFrame>
      <button type="submit" className="button primary" disabled={form.busy}>
        Pošalji pozivnicu
      </button>
      {form.status === 'succeeded' && <ActionNotice kind="success">Pozivnica je poslata.</ActionNotice>}
      {form.status === 'failed' && form.error && <ActionNotice kind="error">{form.error}</ActionNotice>}
    </form>
  );
}

function RoleCell({ id, name, role }: { id: number; name: string; role: StaffRole }) {
  const form = useForm(roleForm, { values: { role }, extra: id });
  const field = form.field('role');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-inline-form">
      <label htmlFor={`role-${id}`} className="visually-hidden">
        Uloga: {name}
      </label>
      <select id={`role-${id}`} name={field.name} value={field.value} onChange={field.onChange}>
        <RoleOptions />
      </select>
      <button type="submit" className="button secondary" disabled={form.busy || field.value === role}>
        Promeni
      </button>
      {form.status === 'failed' && form.error && (
        <span className="form-error" role="alert">
          {form.error}
        </span>
      )}
    </form>
  );
}

/** Osoblje (admin only): the staff, an invitation by e-mail with a role, and a role changed. */
export function StaffScreen() {
  const { status, data, error, retry } = useLoader(staffListLoader, null, { systemId: STAFF_LIST_ID });
  return (
    <AdminScreen title="Osoblje">
      <InviteStaff />
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {!data && status === 'loading' && <PageLoading />}
      {data && (
        <table className="admin-table">
          <caption>Osoblje prodavnice</caption>
          <thead>
            <tr>
              <th scope="col">Ime</th>
              <th scope="col">E-adresa</th>
              <th scope="col">Uloga</th>
              <th scope="col">Dvostepena prijava</th>
              <th scope="col">Od</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((member) => {
              const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
              return (
                <tr key={`${member.id}-${member.role}`}>
                  <th scope="row">{name}</th>
                  <td>{member.email}</td>
                  <td>
                    <RoleCell id={member.id} name={name} role={member.role} />
                  </td>
                  <td>{member.totpEnrolled ? 'Uključena' : 'Nije podešena'}</td>
                  <td>{formatDate(member.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </AdminScreen>
  );
}
