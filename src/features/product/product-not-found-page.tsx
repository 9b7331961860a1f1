import { Link, useParams } from 'wouter';
import { ErrorView } from '../../components/ui/error-view';
import { PageSearch } from '../../lib/page-search';

/** The words of a product address worth searching for: "frizider-lg-gbb72" → "frizider lg gbb72". */
export function slugSearchTerms(slug: string | undefined): string {
  const words = (slug ?? '').split('-').filter((word) => /\p{L}/u.test(word) && word.length >= 2);
  return words.slice(0, 5).join(' ');
}

/**
 * An unknown product, at the address the shopper typed or followed (and at /proizvod/404): a
 * search for the address's own words, when it has some, is the one suggestion made.
 */
export function ProductNotFoundPage() {
  const { slug } = useParams<{ slug?: string }>();
  const terms = slugSearchTerms(slug);
  return (
    <ErrorView
      statusCode={404}
      title="Proizvod nije pronađen"
      search={<PageSearch label="Pretražite proizvode" />}
    >
      <p>Proizvod koji tražite ne postoji ili više nije u ponudi.</p>
      {terms && (
        <p>
          Pogledajte proizvode koji odgovaraju adresi:{' '}
          <Link href={`/proizvodi/pretraga?q=${encodeURIComponent(terms)}`}>„{terms}“</Link>
        </p>
      )}
    </ErrorView>
  );
}
