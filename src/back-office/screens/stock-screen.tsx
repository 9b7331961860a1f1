import { useSearch } from 'wouter';
import { LOW_STOCK_THRESHOLD_TEXT } from '../labels';
import { countOf, PRODUCT_FORMS } from '../../../contract/plural';
import { useForm } from '../../lib/use-form';
import { useLoader } from '../../lib/use-loader';
import { STOCK_LIST_ID, productListLoader, stockForm } from '../actors/catalog.actors';
import { AdminScreen, pageFrom, queryOf } from '../admin-ui';
import { PagedTable } from '../paged-table';

type Row = { id: number; name: string; brand: string; stock: number; available: boolean };

/**
 * A row's stock, set in place; stockForm sends it with the stock the row shows as it is sent (the
 * list's), so a change meanwhile is caught.
 */
function StockRow({ product }: { product: Row }) {
  const form = useForm(stockForm, {
    values: { stock: String(product.stock) },
    extra: { productId: product.id },
  });
  const field = form.field('stock');
  const failure = form.status !== 'succeeded' && !form.busy ? form.error : null;
  const id = `stock-${product.id}`;
  return (
    <tr>
      <th scope="row">{product.name}</th>
      <td>{product.brand}</td>
      <td className="number">{product.stock}</td>
      <td>
        <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-inline-form">
          <label htmlFor={id} className="visually-hidden">
            Novo stanje za {product.name}
          </label>
          <input
            id={id}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputMode="numeric"
            aria-invalid={field.error ? true : undefined}
            aria-describedby={field.error || failure ? `${id}-message` : undefined}
          />
          <button type="submit" className="button secondary" disabled={form.busy}>
            Sačuvaj
          </button>
          {(field.error || failure) && (
            <span id={`${id}-message`} className="form-error" role="alert">
              {field.error ?? failure}
            </span>
          )}
          {form.status === 'succeeded' && (
            <span className="form-success" role="status">
              Sačuvano.
            </span>
          )}
        </form>
      </td>
    </tr>
  );
}

/** Zalihe: the products at or under the low-stock threshold, each with its stock set in place. */
export function StockScreen() {
  const page = pageFrom(new URLSearchParams(useSearch()).get('page'));
  const list = useLoader(productListLoader, { lowStock: true, page }, { systemId: STOCK_LIST_ID });
  return (
    <AdminScreen title="Zalihe">
      <p>{LOW_STOCK_THRESHOLD_TEXT}</p>
      <PagedTable
        list={list}
        caption={(page) => `Niske zalihe: ${countOf(page.total, PRODUCT_FORMS)}`}
        columns={['Proizvod', 'Brend', 'Stanje', 'Novo stanje']}
        row={(product) => <StockRow key={product.id} product={product} />}
        empty="Nijedan proizvod nema niske zalihe."
        hrefOf={(next) => `/zalihe${queryOf({ page: next })}`}
      />
    </AdminScreen>
  );
}
