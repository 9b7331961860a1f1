import { CatalogNotFound } from './catalog-not-found';

/** A category slug the server does not know (404): what the shopper can do instead. */
export function CategoryNotFound() {
  return (
    <CatalogNotFound title="Kategorija nije pronađena">
      Kategorija koju tražite ne postoji ili je preimenovana.
    </CatalogNotFound>
  );
}
