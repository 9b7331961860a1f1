import type { ReviewBody } from '../../contract/reviews';
import { myReviewSystemId, systemIds } from '../../machines/shared/system';
import * as reviewsApi from '../api/reviews';
import { checkWith, createForm, type FormLogic, tell } from './form-logic';

/*
 * The review forms (src/lib/use-form.ts shows them), checked with the contract's schema (loaded
 * with the first submit). What a saved review changes is told through the system: the list it
 * shows in reads itself again.
 */
const checkReview = checkWith(
  () => import('../../contract/reviews').then((contract) => contract.reviewBodySchema),
  (values) => ({ rating: values.rating, text: values.text }),
);

/** POST /api/products/{slug}/reviews (`extra`: the slug); the product's reviews list reads itself again. */
export const reviewCreateForm = createForm({
  check: checkReview,
  submit: (body: ReviewBody, slug) => reviewsApi.createReview(slug as string, body),
  succeeded: (_review, system) => tell(system, systemIds.productReviews, { type: 'loader.reload' }),
});

/** PUT /api/reviews/{id} (`extra`: the id); the review on /profil/ocene shows what was saved. */
export const reviewUpdateForm: FormLogic = createForm({
  check: checkReview,
  submit: (body: ReviewBody, id) => reviewsApi.updateReview(id as number, body),
  succeeded: (review, system) => {
    if (review) tell(system, myReviewSystemId(review.id), { type: 'myReview.saved', review });
  },
});
