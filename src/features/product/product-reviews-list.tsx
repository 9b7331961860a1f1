import type { Review } from '../../../contract/reviews';
import { formatDate } from '../../lib/format-date';

/** Each review with its author, date, rating and text; newest as the server orders them. */
export function ProductReviewsList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <ul className="reviews-list">
      {reviews.map((review) => (
        <li key={review.id}>
          {/* Named from its parts, so the author's name stays as typed in Cyrillic too. */}
          <article className="review" aria-labelledby={`review-${review.id}-by review-${review.id}-author`}>
            <span id={`review-${review.id}-by`} hidden>
              Ocena korisnika
            </span>
            <p className="review-meta">
              <strong id={`review-${review.id}-author`} data-script="latin">
                {review.author}
              </strong>{' '}
              · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              {review.verifiedPurchase && (
                <>
                  {' · '}
                  <span className="review-verified">Verifikovana kupovina</span>
                </>
              )}
            </p>
            <p className="review-rating">
              <span className="stars" aria-hidden="true">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>
              <span className="visually-hidden">Ocena: {review.rating} od 5</span>
            </p>
            <p className="review-text" data-script="latin">
              {review.text}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
