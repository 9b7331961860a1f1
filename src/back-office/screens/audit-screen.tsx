import { useLocation, useSearch } from 'wouter';
import { formatDateTime } from '../../lib/format-date';
import { useLoader } from '../../lib/use-loader';
import type { AuditQuery } from '../admin-api';
import { auditLoader, staffListLoader } from '../actors/staff.actors';
import { AdminScreen, pageFrom, queryOf } from '../admin-ui';
import { PagedTable } from '../paged-table';
import { ENTITY_LABELS } from '../labels';

const ENTITIES = ['order', 'product', 'category', 'staff', 'stock', 'import', 'promo'] as const;

/** A change's before or after, short: the changed fields as `name: value`. */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="admin-sub">—</span>;
  const text =
    typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .map(
            ([key, field]) => `${key}: ${typeof field === 'object' ? JSON.stringify(field) : String(field)}`,
          )
          .join(', ')
      : String(value);
  return <span className="admin-change">{text}</span>;
}

/** Dnevnik izmena (admin only): every staff action with who, what before and after, when and from where. */
export function AuditScreen() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const entity = ENTITIES.find((name) => name === params.get('entity'));
  const staffId = Number(params.get('staffId')) || undefined;
  const query: AuditQuery = { page: pageFrom(params.get('page')), entity, staffId };
  const list = useLoader(auditLoader, query);
  const staff = useLoader(staffListLoader, null);
  const hrefOf = (next: Partial<AuditQuery>) => {
    const merged = { ...query, page: undefined, ...next };
    return `/dnevnik${queryOf({ entity: merged.entity, staffId: merged.staffId, page: merged.page })}`;
  };
  return (
    <AdminScreen title="Dnevnik izmena">
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="audit-entity">Vrsta</label>
          <select
            id="audit-entity"
            value={entity ?? ''}
            onChange={(event) =>
              navigate(hrefOf({ entity: ENTITIES.find((name) => name === event.target.value) }))
            }
          >
            <option value="">Sve</option>
            {ENTITIES.map((name) => (
              <option key={name} value={name}>
                {ENTITY_LABELS[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-staff">Osoba</label>
          <select
            id="audit-staff"
            value={staffId === undefined ? '' : String(staffId)}
            onChange={(event) => navigate(hrefOf({ staffId: Number(event.target.value) || undefined }))}
          >
            <option value="">Svi</option>
            {(staff.data?.items ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedTable
        list={list}
        caption={() => 'Izmene osoblja, najnovije prve'}
        columns={['Vreme', 'Osoba', 'Radnja', 'Predmet', 'Pre', 'Posle', 'IP adresa']}
        row={(entry) => (
          <tr key={entry.id}>
            <th scope="row">{formatDateTime(entry.at)}</th>
            <td>{entry.staff.email}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>
              {ENTITY_LABELS[entry.entity] ?? entry.entity} {entry.entityId}
            </td>
            <td>
              <Change value={entry.before} />
            </td>
            <td>
              <Change value={entry.after} />
            </td>
            <td>{entry.ip}</td>
          </tr>
        )}
        empty="Nema izmena za ove uslove."
        hrefOf={(page) => hrefOf({ page })}
      />
    </AdminScreen>
  );
}
