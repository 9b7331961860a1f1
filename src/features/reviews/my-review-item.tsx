import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { myReviewSystemId } from '../../../machines/shared/system';
import type { MyReview } from '../../../machines/my-reviews/my-reviews.types';
import { myReviewItem } from '../../actors/my-reviews';
import { AccountConfirm } from '../../components/ui/account-confirm';
import { formatDate } from '../../lib/format-date';
import { useScreenActor } from '../../lib/use-screen-actor';
import { MyReviewEditForm } from './my-review-edit-form';
import { MyReviewStars } from './my-review-stars';

export type { MyReview };

/**
 * One of the user's reviews: product, stars, text and date; edited in place or deleted after a
 * question (machines/my-review, in the system under the review's id while it shows).
 */
export function MyReviewItem({ review: listed }: { review: MyReview }) {
  const actor = useScreenActor('myReview', myReviewItem, { review: listed }, myReviewSystemId(listed.id));
  const snapshot = useSelector(actor, (state) => state);
  const state = snapshot?.value ?? 'viewing';
  const review = snapshot?.context.review ?? listed;
  const error = snapshot?.context.error ?? null;
  const returnFocus = snapshot?.context.returnFocus ?? null;
  const send = (
    type:
      | 'myReview.edit'
      | 'myReview.cancel'
      | 'myReview.askDelete'
      | 'myReview.confirmDelete'
      | 'myReview.cancelDelete',
  ) => actor?.send({ type });
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  // Back from the form or the question: the button that opened it takes the focus again.
  useLayoutEffect(() => {
    if (state !== 'viewing' || !returnFocus) return;
    (returnFocus === 'edit' ? editButton : deleteButton).current?.focus();
  }, [state, returnFocus]);

  const edited = review.updatedAt !== review.createdAt;
  const name = review.product.name;
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
          <Link href={`/proizvod/${review.product.slug}`}>{name}</Link>
        </h2>
        {state === 'editing' ? (
          <MyReviewEditForm review={review} productName={name} onCancel={() => send('myReview.cancel')} />
        ) : (
          <>
            <MyReviewStars rating={review.rating} />
            <p className="my-review-text" data-script="latin">
              {review.text}
            </p>
            <p className="my-review-date">
              Ocenjeno <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              {edited && (
                <>
                  , izmenjeno <time dateTime={review.updatedAt}>{formatDate(review.updatedAt)}</time>
                </>
              )}
            </p>
            {state === 'deleted' ? (
              <p className="form-note">Ocena je obrisana.</p>
            ) : state === 'confirmingDelete' || state === 'deleting' ? (
              <AccountConfirm
                question={`Da li sigurno želite da obrišete ocenu za „${name}“?`}
                confirmLabel="Obriši ocenu"
                busy={state === 'deleting'}
                onConfirm={() => send('myReview.confirmDelete')}
                onCancel={() => send('myReview.cancelDelete')}
              />
            ) : (
              <div className="my-review-actions">
                <button
                  ref={editButton}
                  type="button"
                  className="button secondary"
                  aria-label={`Izmeni ocenu: ${name}`}
                  onClick={() => send('myReview.edit')}
                >
                  Izmeni
                </button>
                <button
                  ref={deleteButton}
                  type="button"
                  className="button danger"
                  aria-label={`Obriši ocenu: ${name}`}
                  onClick={() => send('myReview.askDelete')}
                >
                  Obriši
                </button>
              </div>
            )}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  );
}
