import { CatalogNotFound } from '../catalog/catalog-not-found';

/** /proizvod/404: where an unknown product slug leads, with ways to find something else. */
export function ProductNotFoundPage() {
  return (
    <CatalogNotFound title="Proizvod nije pronađen" searchLabel="Pretražite proizvode">
      Proizvod koji tražite ne postoji ili više nije u ponudi. Možda ćete pronaći nešto slično:
    </CatalogNotFound>
  );
}
