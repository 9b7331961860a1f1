import type { ReviewBody } from '../../contract/reviews';
import { routes } from '../../contract/routes';
import { call, sessionCall } from './request';

/** GET /api/products/{slug}/reviews: a product's reviews with their average and count. */
export function fetchProductReviews(slug: string) {
  return call(routes.productReviews, { params: { slug } });
}

/** POST /api/products/{slug}/reviews: the signed-in, verified user's review (one per product). */
export async function createReview(slug: string, body: ReviewBody) {
  const data = await sessionCall(routes.reviewCreate, { params: { slug }, body });
  return data?.review;
}

/** GET /api/reviews/me: the signed-in user's reviews. */
export async function fetchMyReviews() {
  const data = await sessionCall(routes.myReviews);
  return data?.items;
}

/** PUT /api/reviews/{id}: changes one of the user's reviews. */
export async function updateReview(id: number, body: ReviewBody) {
  const data = await sessionCall(routes.reviewUpdate, { params: { id }, body });
  return data?.review;
}

/** DELETE /api/reviews/{id}. */
export async function deleteReview(id: number): Promise<void> {
  await sessionCall(routes.reviewDelete, { params: { id } });
}
