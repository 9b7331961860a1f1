import { Link } from 'wouter';
import type { RecentItem } from '../../../contract/recently-viewed';

/** "Nedavno pregledano": links to the products this browser viewed, newest first. */
export function RecentlyViewedList({ items, onClear }: { items: RecentItem[]; onClear: () => void }) {
  if (items.length === 0) return null;
  return (
    <section className="product-section recently-viewed" aria-labelledby="nedavno-pregledano">
      <h2 id="nedavno-pregledano">Nedavno pregledano</h2>
      <ul className="product-strip">
        {items.map((item) => (
          <li key={item.id}>
            <Link href={`/proizvod/${item.slug}`}>
              <img src={item.thumbnail} alt="" width={120} height={120} loading="lazy" />
              <span>{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        Obriši istoriju pregleda
      </button>
    </section>
  );
}
