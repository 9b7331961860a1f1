import { Link } from 'wouter';
import type { SearchAlternatives } from '../../../contract/catalog';
import { EmptyState } from '../../components/ui/status';
import { TypedText } from '../../components/ui/typed-text';
import { SEARCH_INPUT_ID } from '../../lib/search-input-id';
import { DidYouMean, PopularPicks } from './search-alternatives';
import './search.css';

/**
 * No product matched q: the closest words the catalogue knows, what usually helps, a way back to
 * the header's search box (which holds q; a second box on the page only repeated it, issue 11), and
 * popular categories and products to go on from (when the server offers them).
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
        <p>
          <button type="button" className="button secondary" onClick={editHeaderSearch}>
            Promenite pojam za pretragu
          </button>
        </p>
      </EmptyState>
      {alternatives && <PopularPicks categories={alternatives.categories} products={alternatives.products} />}
    </>
  );
}

/** Takes the shopper to the header's search box with its term selected, ready to be typed over. */
function editHeaderSearch() {
  const box = document.getElementById(SEARCH_INPUT_ID);
  if (!(box instanceof HTMLInputElement)) return;
  box.focus();
  box.select();
}
