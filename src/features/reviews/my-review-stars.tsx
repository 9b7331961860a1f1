/** A rating as five stars, read out as "Ocena 4 od 5". */
export function MyReviewStars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="my-review-stars" role="img" aria-label={`Ocena ${filled} od 5`}>
      <span className="my-review-stars-filled">{'★'.repeat(filled)}</span>
      <span className="my-review-stars-empty">{'☆'.repeat(5 - filled)}</span>
    </span>
  );
}
