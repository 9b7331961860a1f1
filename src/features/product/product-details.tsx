import { lazy, Suspense } from 'react';
import type { ProductDetail } from '../../../contract/catalog';
import { productDescription } from '../../../contract/page-head';
import { PageHeading } from '../../components/ui/page-heading';
import { EnergyBadge } from '../../components/ui/energy-badge';
import { Price } from '../../components/ui/price';
import { RatingSummary } from '../../components/ui/rating-summary';
import { isBuyable, StockState } from '../../components/ui/stock-state';
import { CatalogBreadcrumbs, categoryCrumbs } from '../../components/ui/catalog-breadcrumbs';
import { WishlistButton } from './wishlist-button';
import { CompareToggle } from '../../components/ui/compare-toggle';
import { useCompare } from '../../lib/compare/compare-context';
import { ProductLinks } from './product-links';
import { recentItemOf } from '../../../contract/recently-viewed';
import { RecentlyViewedSection } from '../../lib/recently-viewed/recently-viewed-section';
import { ProductAttributes } from './product-attributes';
import { ProductGallery } from './product-gallery';
import { PriceFacts } from './price-facts';
import { ProductPurchase } from './product-purchase';
import { ProductShipping } from './product-shipping';
import { DeliveryEstimateLine } from '../../components/ui/delivery-estimate-line';

// The reviews (below the description) and their form, with its schema, arrive in a chunk of their
// own, requested as the product renders; meanwhile the section shows its own loading state.
const ProductReviews = lazy(() =>
  import('./product-reviews').then((module) => ({ default: module.ProductReviews })),
);

function ReviewsLoading() {
  return (
    <section className="product-section product-reviews" aria-labelledby="ocene" aria-busy>
      <h2 id="ocene">Ocene kupaca</h2>
      <p className="reviews-placeholder">Učitavanje ocena…</p>
    </section>
  );
}

/** Everything a shopper needs to decide: pictures, price, stock, delivery, details and reviews. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const compare = useCompare();
  return (
    <article className="product-page">
      <CatalogBreadcrumbs crumbs={[...categoryCrumbs(product.categoryPath), { name: product.name }]} />
      <div className="product-top">
        <ProductGallery
          name={product.name}
          images={product.images}
          fallback={product.thumbnail}
          photos={product.photos}
        />
        <div className="product-summary">
          <PageHeading description={productDescription(product)}>{product.name}</PageHeading>
          {product.rating.count > 0 && (
            <p className="product-rating">
              <a href="#ocene">
                <RatingSummary average={product.rating.average} count={product.rating.count} />
              </a>
            </p>
          )}
          <p className="product-brand">
            Brend: <strong>{product.brand}</strong>
          </p>
          <p className="product-ean">Šifra proizvoda (EAN): {product.ean}</p>
          {product.energyClass && (
            <p className="product-energy">
              <EnergyBadge energyClass={product.energyClass} />
            </p>
          )}
          <div className="product-price">
            <Price product={product} labelled />
            <PriceFacts product={product} />
          </div>
          <StockState product={product} />
          {/* A product that cannot be bought promises no delivery (audit #20). */}
          {isBuyable(product) && (
            <>
              <ProductShipping shippingPrice={product.shippingPrice} />
              <DeliveryEstimateLine shippingPrices={[product.shippingPrice]} />
            </>
          )}
          <ProductPurchase product={product} />
          <WishlistButton product={product} />
          <CompareToggle product={product} compare={compare} />
        </div>
      </div>
      <section className="product-section" aria-labelledby="opis">
        <h2 id="opis">Opis</h2>
        <p className="product-description">{product.description || 'Opis proizvoda uskoro.'}</p>
      </section>
      <ProductAttributes attributes={product.attributes} />
      <ProductLinks slug={product.slug} />
      <Suspense fallback={<ReviewsLoading />}>
        <ProductReviews slug={product.slug} />
      </Suspense>
      <RecentlyViewedSection viewing={recentItemOf(product)} />
    </article>
  );
}
