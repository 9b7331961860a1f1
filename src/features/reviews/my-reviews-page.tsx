import { useState } from 'react';
import { Link } from 'wouter';
import { countOf } from '../../../contract/plural';
import { myReviewsListLoader } from '../../actors/account.screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { useLoader } from '../../lib/use-loader';
import { MyReviewItem } from './my-review-item';
import './reviews.css';

const reviewForms = ['ocena', 'ocene', 'ocena'] as const;

/** /profil/ocene: the user's reviews, edited or deleted in place; the list is read again after each change. */
export function MyReviewsPage() {
  const [version, setVersion] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const { status, data: reviews, error, retry } = useLoader(myReviewsListLoader, { version });

  const onChanged = (message: string) => {
    setAnnouncement(message);
    setVersion((now) => now + 1);
  };

  return (
    <div className="my-reviews-page">
      <PageHeading>Moje ocene</PageHeading>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {status === 'loading' && !reviews && <PageLoading label="Učitavanje ocena…" />}
      {reviews && reviews.length === 0 && (
        <EmptyState title="Još niste ocenili nijedan proizvod.">
          <p>
            Ocenu možete ostaviti na stranici svakog proizvoda, u delu „Ocene kupaca“. Vaše iskustvo pomaže
            drugim kupcima da izaberu.
          </p>
          <Link href="/proizvodi" className="button primary">
            Pogledajte proizvode
          </Link>
        </EmptyState>
      )}
      {reviews && reviews.length > 0 && (
        <>
          <p className="my-reviews-count">{countOf(reviews.length, reviewForms)}</p>
          <ul className="my-reviews-list" aria-busy={status === 'loading'}>
            {reviews.map((review) => (
              <li key={review.id}>
                <MyReviewItem review={review} onChanged={onChanged} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
