import { type ReactNode, useContext, useId } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { formatUnitPrice } from '../../../contract/discount';
import { isDiscounted, payPrice } from '../../../contract/money';
import { CardNoteContext } from './card-note';
import { EnergyBadge } from './energy-badge';
import { Price } from './price';
import { ProductPicture } from './product-picture';
import { RatingSummary } from './rating-summary';
import { StockState } from './stock-state';

/** Cards are two to a row on a phone, about 240 px wide elsewhere. */
const CARD_SIZES = '(max-width: 30em) 50vw, 240px';

/** A product in a grid (home, listings, search): image, name, brand, price, stock; `actions` below. */
export function ProductCard({ product, actions }: { product: Product; actions?: ReactNode }) {
  // Unique per card: the same product may show in two sections of one page (home).
  const nameId = useId();
  const unitPrice = formatUnitPrice(payPrice(product), {
    netQuantity: product.netQuantity ?? null,
    netUnit: product.netUnit ?? null,
  });
  const note = useContext(CardNoteContext)?.(product);
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <Link href={`/proizvod/${product.slug}`} className="product-card-link">
        {product.photo ? (
          <ProductPicture photo={product.photo} alt="" box={240} sizes={CARD_SIZES} loading="lazy" />
        ) : (
          <img src={product.thumbnail} alt="" width={240} height={240} loading="lazy" />
        )}
        {isDiscounted(product) && <span className="badge sale">Akcija</span>}
        <h3 id={nameId}>{product.name}</h3>
      </Link>
      <p className="product-card-brand">{product.brand}</p>
      {product.rating && product.rating.count > 0 && (
        <p className="product-card-rating">
          <RatingSummary average={product.rating.average} count={product.rating.count} />
        </p>
      )}
      {product.energyClass && <EnergyBadge energyClass={product.energyClass} />}
      <Price product={product} />
      {unitPrice && <p className="product-card-unit">{unitPrice}</p>}
      {note && <p className="product-card-note">{note}</p>}
      <StockState product={product} />
      {actions && <div className="product-card-actions">{actions}</div>}
    </article>
  );
}
