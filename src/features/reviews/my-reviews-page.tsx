import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { countOf } from '../../../contract/plural';
import { systemIds } from '../../../machines/shared/system';
import { myReviewsPage } from '../../actors/my-reviews';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { useScreenActor } from '../../lib/use-screen-actor';
import { MyReviewItem } from './my-review-item';
import './reviews.css';

const reviewForms = ['ocena', 'ocene', 'ocena'] as const;

/**
 * /profil/ocene: the user's reviews, edited or deleted in place; the list is read again after each
 * change a review tells of, and the change is said aloud (machines/my-reviews).
 */
export function MyReviewsPage() {
  const actor = useScreenActor('myReviews', myReviewsPage, undefined, systemIds.myReviews);
  const { status, reviews, error, announcement } = useSelector(
    actor,
    (snapshot) => ({
      status: snapshot?.value ?? 'loading',
      reviews: snapshot?.context.reviews ?? null,
      error: snapshot?.context.error ?? null,
      announcement: snapshot?.context.announcement ?? '',
    }),
    shallowEqual,
  );

  return (
    <div className="my-reviews-page">
      <PageHeading>Moje ocene</PageHeading>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === 'failed' && (
        <ErrorState message={error ?? ''} onRetry={() => actor?.send({ type: 'myReviews.retry' })} />
      )}
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
                <MyReviewItem review={review} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
