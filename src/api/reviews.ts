import { successSchema } from '../../contract/errors';
import {
  type ReviewBody,
  myReviewsResponseSchema,
  productReviewsResponseSchema,
  reviewResponseSchema,
} from '../../contract/reviews';
import { request, sessionRequest } from './request';

/** GET /api/products/{slug}/reviews: a product's reviews with their average and count. */
export function fetchProductReviews(slug: string) {
  return request({
    method: 'get',
    url: `/api/products/${encodeURIComponent(slug)}/reviews`,
    schema: productReviewsResponseSchema,
  });
}

/** POST /api/products/{slug}/reviews: the signed-in, verified user's review (one per product). */
export async function createReview(slug: string, body: ReviewBody) {
  const data = await sessionRequest({
    method: 'post',
    url: `/api/products/${encodeURIComponent(slug)}/reviews`,
    data: body,
    schema: reviewResponseSchema,
  });
  return data?.review;
}

/** GET /api/reviews/me: the signed-in user's reviews. */
export async function fetchMyReviews() {
  const data = await sessionRequest({
    method: 'get',
    url: '/api/reviews/me',
    schema: myReviewsResponseSchema,
  });
  return data?.items;
}

/** PUT /api/reviews/{id}: changes one of the user's reviews. */
export async function updateReview(id: number, body: ReviewBody) {
  const data = await sessionRequest({
    method: 'put',
    url: `/api/reviews/${id}`,
    data: body,
    schema: reviewResponseSchema,
  });
  return data?.review;
}

/** DELETE /api/reviews/{id}. */
export async function deleteReview(id: number): Promise<void> {
  await sessionRequest({ method: 'delete', url: `/api/reviews/${id}`, schema: successSchema });
}
