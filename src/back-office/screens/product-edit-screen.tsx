import { Link, useParams } from 'wouter';
import type { AdminProduct } from '../../../contract/admin';
import { FieldFrame, FormField } from '../../components/ui/form-field';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useForm } from '../../lib/use-form';
import { useLoader } from '../../lib/use-loader';
import {
  categoryListLoader,
  PRODUCT_SYSTEM_ID,
  productForm,
  productFormValues,
  productLoader,
} from '../actors/catalog.actors';
import { ActionNotice, AdminScreen } from '../admin-ui';
import { ProductPhotos } from './product-photos';

function ProductForm({ product }: { product: AdminProduct }) {
  const form = useForm(productForm, { values: productFormValues(product), extra: product.id });
  const categories = useLoader(categoryListLoader, null);
  const category = form.field('categoryId');
  const number = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      noValidate
      className="admin-form"
      aria-label="Izmena proizvoda"
    >
      <FormField label="Naziv" {...form.field('name')} />
      <TextAreaField label="Opis" {...form.field('description')} rows={6} />
      <div className="admin-form-row">
        <FieldFrame label="Kategorija" error={category.error}>
          {(control) => (
            <select {...control} name={category.name} value={category.value} onChange={category.onChange}>
              {(categories.data?.items ?? []).map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
              {!categories.data && <option value={category.value}>Učitavanje…</option>}
            </select>
          )}
        </FieldFrame>
        <FormField label="Brend" {...form.field('brand')} />
      </div>
      <div className="admin-form-row">
        <FormField label="Cena (RSD)" {...form.field('price')} {...number} />
        <FormField
          label="Akcijska cena (RSD)"
          hint="0 znači da proizvod nije na akciji."
          {...form.field('discountPrice')}
          {...number}
        />
        <FormField label="Dostava (RSD)" {...form.field('shippingPrice')} {...number} />
        <FormField label="Stanje (komada)" {...form.field('stock')} {...number} />
      </div>
      <div className="admin-form-row">
        <FormField
          label="Akcija od"
          type="date"
          hint="Akcija traje najviše 31 dan, oba dana uključena."
          {...form.field('discountFrom')}
        />
        <FormField label="Akcija do" type="date" {...form.field('discountUntil')} />
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          name="available"
          checked={form.values.available === true}
          onChange={(event) => form.set('available', event.target.checked)}
        />
        Dostupan za prodaju
      </label>
      {form.status === 'succeeded' && <ActionNotice kind="success">Izmene su sačuvane.</ActionNotice>}
      {form.status === 'failed' && form.error && <ActionNotice kind="error">{form.error}</ActionNotice>}
      <button type="submit" className="button primary" disabled={form.busy}>
        {form.busy ? 'Čuvanje…' : 'Sačuvaj izmene'}
      </button>
    </form>
  );
}

/** /admin/proizvodi/{id}: the product's fields and its photos. */
function ProductEdit({ productId }: { productId: number }) {
  const { status, data, error, retry } = useLoader(productLoader, productId, { systemId: PRODUCT_SYSTEM_ID });
  const product = data?.product;
  return (
    <AdminScreen
      title={product ? product.name : 'Proizvod'}
      actions={
        <>
          {product && (
            <Link href={`~/proizvod/${product.slug}`} target="_blank">
              Pogledajte u prodavnici
            </Link>
          )}{' '}
          <Link href="/proizvodi">Svi proizvodi</Link>
        </>
      }
    >
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {!product && status === 'loading' && <PageLoading />}
      {product && (
        <div className="admin-columns wide-first">
          <ProductForm product={product} />
          <ProductPhotos product={product} />
        </div>
      )}
    </AdminScreen>
  );
}

export function ProductEditScreen() {
  const { id } = useParams<{ id: string }>();
  const productId = Number(id);
  if (!Number.isInteger(productId) || productId <= 0)
    return (
      <AdminScreen title="Proizvod nije pronađen">
        <Link href="/proizvodi">Svi proizvodi</Link>
      </AdminScreen>
    );
  return <ProductEdit key={productId} productId={productId} />;
}
