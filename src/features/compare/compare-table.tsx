import { useId } from 'react';
import { Link } from 'wouter';
import type { CompareProduct } from '../../../contract/compare';
import { AddToCartButton, type CartAdds } from '../../components/ui/add-to-cart-button';
import { EnergyBadge } from '../../components/ui/energy-badge';
import { Price } from '../../components/ui/price';
import { StockState } from '../../components/ui/stock-state';
import { useCompare, useShownSections } from '../../lib/compare/compare-context';

/**
 * The products side by side: a column each, with what a card shows to buy it (price, energy class,
 * stock, "Dodaj u korpu"), a row per attribute (grouped by section when the attributes carry one);
 * a row whose values differ is marked, in sight and for screen readers.
 */
export function CompareTable({
  products,
  adds,
  onRemove,
}: {
  products: CompareProduct[];
  adds: CartAdds;
  onRemove: (id: number) => void;
}) {
  const { onlyDifferences, showOnlyDifferences } = useCompare();
  const sections = useShownSections(products);
  const toggleId = useId();
  return (
    <>
      <p className="compare-options">
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => showOnlyDifferences(event.target.checked)}
        />
        <label htmlFor={toggleId}>Prikaži samo razlike</label>
      </p>
      <div className="compare-scroll">
        <table className="compare-table">
          <caption className="visually-hidden">
            Poređenje proizvoda; redovi u kojima se proizvodi razlikuju su označeni.
          </caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.id} scope="col">
                  <img src={product.thumbnail} alt="" width={120} height={120} />
                  <Link href={`/proizvod/${product.slug}`}>{product.name}</Link>
                  {product.energyClass && <EnergyBadge energyClass={product.energyClass} />}
                  <Price product={product} />
                  <StockState product={product} />
                  <AddToCartButton product={product} status={adds.statusOf(product.id)} add={adds.add} />
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Ukloni iz poređenja: ${product.name}`}
                    onClick={() => onRemove(product.id)}
                  >
                    Ukloni
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.group ?? ''}>
              {section.group && (
                <tr className="compare-group">
                  <th scope="colgroup" colSpan={products.length + 1}>
                    {section.group}
                  </th>
                </tr>
              )}
              {section.rows.map((row) => (
                <tr key={row.name} className={row.differs ? 'compare-row differs' : 'compare-row'}>
                  <th scope="row">
                    {row.name}
                    {row.differs && <span className="visually-hidden"> (razlikuje se)</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={products[index]!.id}>{value || '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {sections.length === 0 && (
        <p>
          {onlyDifferences
            ? 'Izabrani proizvodi se ne razlikuju ni u jednoj osobini.'
            : 'Proizvodi nemaju navedene osobine.'}
        </p>
      )}
    </>
  );
}
