import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import { safeParse } from 'zod/mini';
import { successSchema } from '../../contract/errors';
import {
  myReviewsResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
  type myReviewSchema,
} from '../../contract/reviews';
import type { z } from 'zod/mini';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import type { FakeShop } from './handlers';

export type MyReview = z.infer<typeof myReviewSchema>;

/** The signed-in user's reviews as the fake server holds them; `failing` paths answer 500. */
export type FakeReviews = { items: MyReview[]; failing: string[] };

export function aMyReview(overrides: Partial<MyReview> = {}): MyReview {
  return {
    id: 41,
    productId: 4,
    rating: 4,
    text: 'Odlično usisava, malo je bučan.',
    author: 'Ana A.',
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    product: {
      name: 'Usisivač Tornado 2000',
      slug: 'usisivac-tornado-2000',
      thumbnail: '/images/products/usisivac.svg',
    },
    ...overrides,
  };
}

const serverError = () => errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' });
const notFound = () => errorJson(404, { error: 'Ocena nije pronađena.', code: 'NOT_FOUND' });

/** server/routes/api/reviews for the user's own reviews: GET /api/reviews/me, PUT and DELETE /api/reviews/{id}. */
export function myReviewsHandlers(shop: FakeShop, reviews: FakeReviews): HttpHandler[] {
  const call = (request: Request) => {
    const name = `${request.method} ${new URL(request.url).pathname}`;
    shop.calls.push(name);
    return name;
  };
  const fails = (name: string) => reviews.failing.some((prefix) => name.startsWith(prefix));
  const signedIn = () => shop.accounts.some((account) => account.user.id === shop.sessionUserId);

  return [
    handle(routes.myReviews, ({ request }) => {
      if (fails(call(request))) return serverError();
      if (!signedIn()) return sessionExpiredJson();
      return contractJson(myReviewsResponseSchema, { items: reviews.items });
    }),
    handle(routes.reviewUpdate, async ({ request, params }) => {
      if (fails(call(request))) return serverError();
      if (!signedIn()) return sessionExpiredJson();
      const review = reviews.items.find((item) => item.id === Number(params.id));
      if (!review) return notFound();
      const parsed = safeParse(reviewBodySchema, await request.json());
      if (!parsed.success)
        return errorJson(400, { error: parsed.error.issues[0]?.message ?? '', code: 'VALIDATION_ERROR' });
      Object.assign(review, parsed.data, { updatedAt: '2026-04-02T09:30:00.000Z' });
      const { product: _product, ...plain } = review;
      return contractJson(reviewResponseSchema, { review: plain });
    }),
    handle(routes.reviewDelete, ({ request, params }) => {
      if (fails(call(request))) return serverError();
      if (!signedIn()) return sessionExpiredJson();
      const before = reviews.items.length;
      reviews.items = reviews.items.filter((item) => item.id !== Number(params.id));
      if (reviews.items.length === before) return notFound();
      return contractJson(successSchema, { success: true });
    }),
  ];
}
