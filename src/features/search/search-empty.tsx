import { Link } from 'wouter';
import type { SearchAlternatives } from '../../../contract/catalog';
import { EmptyState } from '../../components/ui/status';
import { TypedText } from '../../components/ui/typed-text';
import { DidYouMean, PopularPicks } from './search-alternatives';
import { SearchForm } from './search-form';
import './search.css';

/**
 * No product matched q: the closest words the catalogue knows, what usually helps, a box to try
 * again, and popular categories and products to go on from (when the server offers them).
 */
export function SearchEmpty({
  q,
  alternatives,
}: {
  q: string;
  alternatives?: SearchAlternatives | undefined;
}) {
  return (
    <>
      <EmptyState
        title={
          <>
            Nema rezultata za „<TypedText text={q} />“
          </>
        }
      >
        <DidYouMean queries={alternatives?.didYouMean ?? []} />
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
      {alternatives && <PopularPicks categories={alternatives.categories} products={alternatives.products} />}
    </>
  );
}
