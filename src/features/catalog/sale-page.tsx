import type { Product } from '../../../contract/catalog';
import { discountEndText } from '../../../contract/discount-end';
import { categoryDescription } from '../../../contract/page-head';
import { listingLoader } from '../../actors/catalog.screen-data';
import { CardNoteContext } from '../../components/ui/card-note';
import { CatalogBreadcrumbs, pageCrumbs } from '../../components/ui/catalog-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { LISTING_SORTS, listingQuery } from '../../lib/listing-url';
import { useListingUrl } from '../../lib/use-listing-url';
import { useLoader } from '../../lib/use-loader';
import { CatalogListingView } from './catalog-listing-view';
import '../../styles/catalog.css';

/** Each card says until when its discount lasts (Zakon o trgovini čl. 37). */
const saleEnd = (product: Product) => (product.discountUntil ? discountEndText(product.discountUntil) : null);

/**
 * /akcija: every product on sale now, read through the listing's sale path (onSale, its partial
 * indexes), paged and sorted as a category is, each card with its discount's last day.
 */
export function SalePage() {
  const controls = useListingUrl(LISTING_SORTS);
  const loaded = useLoader(listingLoader, { ...listingQuery(controls.url), onSale: true });
  const list = loaded.data?.kind === 'found' ? loaded.data.value : null;
  return (
    <div className="catalog-page">
      <CatalogBreadcrumbs crumbs={pageCrumbs('Akcija')} />
      <PageHeading description={categoryDescription('Proizvodi na akciji', list?.total)}>Akcija</PageHeading>
      <CardNoteContext.Provider value={saleEnd}>
        <CatalogListingView
          controls={controls}
          list={list}
          loaded={loaded}
          emptyTitle="Trenutno nema proizvoda na akciji."
        />
      </CardNoteContext.Provider>
    </div>
  );
}
