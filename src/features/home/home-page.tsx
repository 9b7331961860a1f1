import { productListLoader } from '../../actors/catalog.screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { useLoader } from '../../lib/use-loader';
import { SALE_LIST_HREF } from '../../lib/sale-list';
import { HomeCategories } from './home-categories';
import { HomePromises } from './home-promises';
import { ProductShelf } from './product-shelf';
import './home.css';

const SHELF_SIZE = 8;

// The sale shelf: the most popular discounted products in stock; its link opens the sale list.
const saleQuery = { sort: 'popular', pageSize: SHELF_SIZE, available: true, onSale: true } as const;
const newestQuery = { sort: 'newest', pageSize: SHELF_SIZE, available: true } as const;

/** Route /: the shop's promises, categories, discounted products and new arrivals. */
export function HomePage() {
  const sale = useLoader(productListLoader, saleQuery);
  const newest = useLoader(productListLoader, newestQuery);
  return (
    <div className="home-page">
      <div className="home-intro">
        <PageHeading>Dobro došli u Prodavnicu</PageHeading>
        <p>Bela tehnika, mali kućni aparati i još mnogo toga, uz dostavu širom Srbije.</p>
        <HomePromises />
      </div>
      <HomeCategories />
      <ProductShelf
        id="home-sale"
        title="Akcija"
        more={{ href: SALE_LIST_HREF, label: 'Svi proizvodi na akciji' }}
        status={sale.status}
        products={sale.data?.items ?? null}
        error={sale.error}
        onRetry={sale.retry}
        emptyText="Trenutno nema proizvoda na akciji."
      />
      <ProductShelf
        id="home-newest"
        title="Novo u ponudi"
        more={{ href: '/proizvodi?sort=newest', label: 'Svi novi proizvodi' }}
        status={newest.status}
        products={newest.data?.items ?? null}
        error={newest.error}
        onRetry={newest.retry}
        emptyText="Još nema novih proizvoda."
      />
    </div>
  );
}
