import type { AdminPromo } from '../../../contract/promo';
import { formatDay } from '../../../contract/format-date';
import { promoValueText } from '../../../contract/promo-rules';
import { formatRsd } from '../../../contract/format';
import { FieldFrame, FormField } from '../../components/ui/form-field';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { useForm } from '../../lib/use-form';
import { useLoader } from '../../lib/use-loader';
import { PROMO_LIST_ID, promoCreateForm, promoDeactivateForm, promoListLoader } from '../actors/promo.actors';
import { ActionNotice, AdminScreen } from '../admin-ui';

const EMPTY = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerCustomer: '',
};

function CreatePromo() {
  const form = useForm(promoCreateForm, { values: EMPTY, clearOnSuccess: true });
  const kind = form.field('kind');
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      noValidate
      className="admin-form"
      aria-label="Novi kod za popust"
    >
      <FormField label="Kod" autoCapitalize="characters" {...form.field('code')} />
      <FieldFrame label="Vrsta popusta" error={kind.error}>
        {(control) => (
          <select {...control} name={kind.name} value={kind.value} onChange={kind.onChange}>
            <option value="percent">Procenat</option>
            <option value="amount">Iznos u dinarima</option>
          </select>
        )}
      </FieldFrame>
      <FormField label="Popust" inputMode="numeric" {...form.field('value')} />
      <FormField label="Najmanja vrednost porudžbine (RSD)" inputMode="numeric" {...form.field('minOrder')} />
      <FormField label="Važi od" type="date" {...form.field('validFrom')} />
      <FormField label="Važi do" type="date" {...form.field('validTo')} />
      <FormField
        label="Ukupno korišćenja (prazno: bez ograničenja)"
        inputMode="numeric"
        {...form.field('maxUses')}
      />
      <FormField
        label="Korišćenja po kupcu (prazno: bez ograničenja)"
        inputMode="numeric"
        {...form.field('maxUsesPerCustomer')}
      />
      <button type="submit" className="button primary" disabled={form.busy}>
        Napravi kod
      </button>
      {form.status === 'succeeded' && <ActionNotice kind="success">Kod je napravljen.</ActionNotice>}
      {form.status === 'failed' && form.error && <ActionNotice kind="error">{form.error}</ActionNotice>}
    </form>
  );
}

function Deactivate({ promo }: { promo: AdminPromo }) {
  const form = useForm(promoDeactivateForm, { values: {}, extra: promo.id });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-inline-form">
      <button
        type="submit"
        className="link-button"
        disabled={form.busy}
        aria-label={`Isključi kod ${promo.code}`}
      >
        Isključi
      </button>
      {form.status === 'failed' && form.error && <ActionNotice kind="error">{form.error}</ActionNotice>}
    </form>
  );
}

const limitText = (limit: number | null) => (limit === null ? 'bez ograničenja' : String(limit));

/** Kodovi za popust (admin only): every code with its uses, a new code, switching one off. */
export function PromoScreen() {
  const { status, data, error, retry } = useLoader(promoListLoader, null, { systemId: PROMO_LIST_ID });
  return (
    <AdminScreen title="Kodovi za popust">
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {!data && status === 'loading' && <PageLoading />}
      {data && (
        <>
          <CreatePromo />
          <table className="admin-table">
            <caption className="visually-hidden">Kodovi za popust</caption>
            <thead>
              <tr>
                <th scope="col">Kod</th>
                <th scope="col">Popust</th>
                <th scope="col">Najmanja porudžbina</th>
                <th scope="col">Važi</th>
                <th scope="col">Korišćen</th>
                <th scope="col">Po kupcu</th>
                <th scope="col">Stanje</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((promo) => (
                <tr key={promo.id}>
                  <th scope="row">{promo.code}</th>
                  <td>{promoValueText(promo)}</td>
                  <td className="number">{formatRsd(promo.minOrder)}</td>
                  <td>
                    {formatDay(promo.validFrom)} – {formatDay(promo.validTo)}
                  </td>
                  <td className="number">
                    {promo.uses} / {limitText(promo.maxUses)}
                  </td>
                  <td>{limitText(promo.maxUsesPerCustomer)}</td>
                  <td>
                    {promo.active ? (
                      <>
                        Aktivan <Deactivate promo={promo} />
                      </>
                    ) : (
                      'Isključen'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AdminScreen>
  );
}
