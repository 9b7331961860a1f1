import { Link } from 'wouter';
import { COMPARE_LIMIT, type CompareItem, compareHref } from '../../../contract/compare';
import { countOf, PRODUCT_FORMS } from '../../../contract/plural';

/**
 * The floating bar of the comparison: the chosen products with their "Ukloni", the way to the
 * comparison page, and why an add was refused. Shows only once there is something to show.
 */
export function CompareBar({
  items,
  notice,
  onRemove,
  onClear,
  onDismiss,
}: {
  items: CompareItem[];
  notice: string | null;
  onRemove: (productId: number) => void;
  onClear: () => void;
  onDismiss: () => void;
}) {
  return (
    <section className="compare-bar" aria-label="Poređenje proizvoda" hidden={items.length === 0 && !notice}>
      <div role="status" className="compare-bar-notice">
        {notice && (
          <>
            <span>{notice}</span>
            <button type="button" className="link-button" onClick={onDismiss}>
              U redu
            </button>
          </>
        )}
      </div>
      {items.length > 0 && (
        <>
          <ul className="compare-bar-items">
            {items.map((item) => (
              <li key={item.id}>
                <img src={item.thumbnail} alt="" width={40} height={40} />
                <span className="compare-bar-name">{item.name}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Ukloni iz poređenja: ${item.name}`}
                  onClick={() => onRemove(item.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="compare-bar-count">
            Izabrano {countOf(items.length, PRODUCT_FORMS)} od {COMPARE_LIMIT}
          </p>
          <Link href={compareHref(items.map((item) => item.id))} className="button primary">
            Uporedi
          </Link>
          <button type="button" className="button secondary" onClick={onClear}>
            Isprazni
          </button>
        </>
      )}
    </section>
  );
}
