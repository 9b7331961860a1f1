import { Link, useLocation, useSearch } from 'wouter';
import { formatRsd, groupThousands } from '../../../contract/format';
import { countOf, PRODUCT_FORMS } from '../../../contract/plural';
import { useLoader } from '../../lib/use-loader';
import type { ProductListQuery } from '../admin-api';
import { PRODUCT_LIST_ID, productListLoader } from '../actors/catalog.actors';
import { AdminScreen, pageFrom, queryOf } from '../admin-ui';
import { ListSearch } from '../list-search';
import { PagedTable } from '../paged-table';

/** Proizvodi: the catalogue as a table, searched and narrowed to low stock; the URL holds both. */
export function ProductsScreen() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const query: ProductListQuery = {
    q: params.get('q') ?? undefined,
    lowStock: params.get('lowStock') === 'true',
    page: pageFrom(params.get('page')),
  };
  const list = useLoader(productListLoader, query, { systemId: PRODUCT_LIST_ID });
  const hrefOf = (next: Partial<ProductListQuery>) => {
    const merged = { ...query, ...next };
    return `/proizvodi${queryOf({ q: merged.q, lowStock: merged.lowStock ? 'true' : undefined, page: next.page })}`;
  };
  return (
    <AdminScreen title="Proizvodi">
      <ListSearch
        key={query.q ?? ''}
        id="product-search"
        initial={query.q ?? ''}
        placeholder="Naziv, brend ili EAN"
        onSearch={(q) => navigate(hrefOf({ q }))}
      >
        <label className="admin-check">
          <input
            type="checkbox"
            checked={query.lowStock === true}
            onChange={(event) => navigate(hrefOf({ lowStock: event.target.checked }))}
          />
          Samo niske zalihe
        </label>
      </ListSearch>
      <PagedTable
        list={list}
        caption={(page) => `Proizvodi: ${countOf(page.total, PRODUCT_FORMS)}`}
        columns={['Naziv', 'Brend', 'Cena', 'Akcijska cena', 'Stanje', 'Dostupan']}
        row={(product) => (
          <tr key={product.id}>
            <th scope="row">
              <Link href={`/proizvodi/${product.id}`}>{product.name}</Link>
            </th>
            <td>{product.brand}</td>
            <td className="number">{formatRsd(product.price)}</td>
            <td className="number">{product.discountPrice > 0 ? formatRsd(product.discountPrice) : '—'}</td>
            <td className="number">{groupThousands(product.stock)}</td>
            <td>{product.available ? 'Da' : 'Ne'}</td>
          </tr>
        )}
        empty="Nema proizvoda za ove uslove."
        hrefOf={(page) => hrefOf({ page })}
      />
    </AdminScreen>
  );
}
