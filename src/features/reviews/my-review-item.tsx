import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod/mini';
import type { Review, myReviewSchema } from '../../../contract/reviews';
import { reviewDeleteSubmission } from '../../actors/screen-data';
import { AccountConfirm } from '../../components/ui/account-confirm';
import { formatDate } from '../../lib/format-date';
import { useSubmission } from '../../lib/use-submission';
import { MyReviewEditForm } from './my-review-edit-form';
import { MyReviewStars } from './my-review-stars';

export type MyReview = z.infer<typeof myReviewSchema>;

type Mode = 'view' | 'edit' | 'confirmDelete';

type Props = {
  review: MyReview;
  /** The server holds a change: the page reads the list again and says what happened. */
  onChanged: (message: string) => void;
};

/** One of the user's reviews: product, stars, text and date; edited in place or deleted after a question. */
export function MyReviewItem({ review, onChanged }: Props) {
  const [mode, setMode] = useState<Mode>('view');
  // The saved review shows at once; the reloaded list brings the same.
  const [saved, setSaved] = useState<Review | null>(null);
  const shown = saved
    ? { ...review, rating: saved.rating, text: saved.text, updatedAt: saved.updatedAt }
    : review;
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<'edit' | 'delete' | null>(null);
  const deletion = useSubmission(reviewDeleteSubmission, () =>
    onChanged(`Ocena za „${review.product.name}“ je obrisana.`),
  );

  useLayoutEffect(() => {
    if (mode !== 'view' || !returnFocusTo.current) return;
    (returnFocusTo.current === 'edit' ? editButton : deleteButton).current?.focus();
    returnFocusTo.current = null;
  }, [mode]);

  const backToView = (focus: 'edit' | 'delete') => {
    returnFocusTo.current = focus;
    setMode('view');
  };

  const edited = shown.updatedAt !== shown.createdAt;
  return (
    <article className="my-review" aria-labelledby={`my-review-${review.id}-product`}>
      <Link
        href={`/proizvod/${review.product.slug}`}
        className="my-review-thumb"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img src={review.product.thumbnail} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <div className="my-review-body">
        <h2 id={`my-review-${review.id}-product`} className="my-review-product">
          <Link href={`/proizvod/${review.product.slug}`}>{review.product.name}</Link>
        </h2>
        {mode === 'edit' ? (
          <MyReviewEditForm
            review={shown}
            productName={review.product.name}
            onCancel={() => backToView('edit')}
            onSaved={(result) => {
              setSaved(result);
              backToView('edit');
              onChanged(`Ocena za „${review.product.name}“ je sačuvana.`);
            }}
          />
        ) : (
          <>
            <MyReviewStars rating={shown.rating} />
            <p className="my-review-text" data-script="latin">
              {shown.text}
            </p>
            <p className="my-review-date">
              Ocenjeno <time dateTime={shown.createdAt}>{formatDate(shown.createdAt)}</time>
              {edited && (
                <>
                  , izmenjeno <time dateTime={shown.updatedAt}>{formatDate(shown.updatedAt)}</time>
                </>
              )}
            </p>
            {deletion.status === 'succeeded' ? (
              <p className="form-note">Ocena je obrisana.</p>
            ) : mode === 'confirmDelete' ? (
              <AccountConfirm
                question={`Da li sigurno želite da obrišete ocenu za „${review.product.name}“?`}
                confirmLabel="Obriši ocenu"
                busy={deletion.status === 'submitting'}
                onConfirm={() => deletion.submit(review.id)}
                onCancel={() => {
                  deletion.reset();
                  backToView('delete');
                }}
              />
            ) : (
              <div className="my-review-actions">
                <button
                  ref={editButton}
                  type="button"
                  className="button secondary"
                  aria-label={`Izmeni ocenu: ${review.product.name}`}
                  onClick={() => setMode('edit')}
                >
                  Izmeni
                </button>
                <button
                  ref={deleteButton}
                  type="button"
                  className="button danger"
                  aria-label={`Obriši ocenu: ${review.product.name}`}
                  onClick={() => setMode('confirmDelete')}
                >
                  Obriši
                </button>
              </div>
            )}
            {deletion.status === 'failed' && (
              <p className="form-error" role="alert">
                {deletion.error}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  );
}
