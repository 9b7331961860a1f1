import { Link } from 'wouter';
import { systemIds } from '../../../machines/shared/system';
import { RatingSummary } from '../../components/ui/rating-summary';
import { ErrorState } from '../../components/ui/status';
import { productReviewsListLoader } from '../../actors/catalog.screen-data';
import { useIsLoggedIn, useIsVerified } from '../../lib/shop-selectors';
import { useLoader } from '../../lib/use-loader';
import { ProductReviewsList } from './product-reviews-list';
import { ReviewForm } from './review-form';

/** The product's reviews: average, count, the list, and the form for verified users. */
export function ProductReviews({ slug }: { slug: string }) {
  // A new review reloads it through the system (src/actors/reviews.forms.ts).
  const { status, data, error, retry } = useLoader(
    productReviewsListLoader,
    { slug },
    { systemId: systemIds.productReviews },
  );
  return (
    <section
      className="product-section product-reviews"
      aria-labelledby="ocene"
      aria-busy={status === 'loading'}
    >
      <h2 id="ocene">Ocene kupaca</h2>
      {status === 'failed' ? (
        <ErrorState message={error ?? 'Ocene trenutno nisu dostupne.'} onRetry={retry} />
      ) : !data ? (
        <p className="reviews-placeholder">Učitavanje ocena…</p>
      ) : (
        <>
          <p className="reviews-summary">
            {data.count > 0 ? (
              <RatingSummary average={data.average} count={data.count} />
            ) : (
              'Ovaj proizvod još nije ocenjen.'
            )}
          </p>
          <ProductReviewsList reviews={data.items} />
        </>
      )}
      <ReviewGate slug={slug} />
    </section>
  );
}

/** The form for verified users; others are told how they can rate the product. */
function ReviewGate({ slug }: { slug: string }) {
  const loggedIn = useIsLoggedIn();
  const verified = useIsVerified();
  if (!loggedIn)
    return (
      <p className="form-note">
        <Link href={`/login?redirect=${encodeURIComponent(`/proizvod/${slug}`)}`}>Prijavite se</Link> da biste
        ocenili proizvod.
      </p>
    );
  if (!verified)
    return (
      <p className="form-note">
        Potvrdite e-adresu da biste ocenili proizvod.{' '}
        <Link href="/verification">Kako da potvrdim e-adresu?</Link>
      </p>
    );
  return <ReviewForm slug={slug} />;
}
