import { Link } from 'wouter';
import { EmptyState } from '../../components/ui/status';
import { SearchForm } from './search-form';

/** No product matched q: what usually helps, and a box to try again. */
export function SearchEmpty({ q }: { q: string }) {
  return (
    <EmptyState title={`Nema rezultata za „${q}“`}>
      <p>Saveti za pretragu:</p>
      <ul className="search-advice">
        <li>Proverite pravopis unetog pojma.</li>
        <li>Pokušajte sa opštijim pojmom, na primer „frižider“ umesto punog naziva modela.</li>
        <li>
          Pregledajte <Link href="/proizvodi">kategorije proizvoda</Link>.
        </li>
      </ul>
      <SearchForm initial={q} label="Pokušajte ponovo" />
    </EmptyState>
  );
}
