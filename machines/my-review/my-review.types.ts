import type { Review } from '../../contract/reviews';
import type { MyReview } from '../my-reviews/my-reviews.types';

export type MyReviewContext = {
  review: MyReview;
  /** The Serbian text of a failed delete. */
  error: string | null;
  /** Which button takes the focus back when the review shows again. */
  returnFocus: 'edit' | 'delete' | null;
};

export type MyReviewEvent =
  | { type: 'myReview.edit' }
  | { type: 'myReview.cancel' }
  /** From the edit form (src/actors/reviews.forms.ts), through the system: what the server saved. */
  | { type: 'myReview.saved'; review: Review }
  | { type: 'myReview.askDelete' }
  | { type: 'myReview.confirmDelete' }
  | { type: 'myReview.cancelDelete' };

/*
 * The actor src/actors/my-reviews.ts provides:
 *   deleteReview  input: review id  output: void  DELETE /api/reviews/{id}
 */
