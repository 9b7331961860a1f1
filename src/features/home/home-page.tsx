import type { Product } from '../../../contract/catalog';
import { MAX_PAGE_SIZE } from '../../../contract/catalog-constants';
import { isDiscounted } from '../../../contract/money';
import { productListLoader } from '../../actors/catalog.screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { useLoader } from '../../lib/use-loader';
import { HomeCategories } from './home-categories';
import { HomePromises } from './home-promises';
import { ProductShelf } from './product-shelf';
import './home.css';

const SHELF_SIZE = 8;

// The API has no discount filter: the sale shelf takes the discounted products of the most
// popular page of what is in stock.
const saleQuery = { sort: 'popular', pageSize: MAX_PAGE_SIZE, available: true } as const;
const newestQuery = { sort: 'newest', pageSize: SHELF_SIZE, available: true } as const;

const onSale = (items: Product[]) => items.filter(isDiscounted).slice(0, SHELF_SIZE);

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
        more={{ href: '/proizvodi', label: 'Svi proizvodi' }}
        status={sale.status}
        products={sale.data ? onSale(sale.data.items) : null}
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
