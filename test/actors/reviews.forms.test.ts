import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { successSchema } from '../../contract/errors';
import { myReviewsResponseSchema, reviewResponseSchema } from '../../contract/reviews';
import { routes } from '../../contract/routes';
import { myReviewItem, myReviewsPage } from '../../src/actors/my-reviews';
import { reviewCreateForm, reviewUpdateForm } from '../../src/actors/reviews.forms';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aReview } from '../msw/fixtures';
import { aMyReview } from '../msw/my-reviews-handlers';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { fill } from './screen-data-driver';

/*
 * The review forms (src/actors/reviews.forms.ts) and /profil/ocene's machines (src/actors/my-reviews.ts)
 * over the real src/api client: the request each sends, and what a saved review tells through the system.
 */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });
beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const SLUG = 'usisivac-tornado-2000';
const review = aReview();

describe('a new review', () => {
  it('is POST /api/products/{slug}/reviews; the product’s reviews list reads itself again', async () => {
    answer(routes.reviewCreate, () => contractJson(reviewResponseSchema, { review }, 201));
    const body = { rating: 4, text: 'Odlično usisava.' };
    const filled = await fill(reviewCreateForm, body, {
      values: { rating: 0, text: '' },
      extra: SLUG,
      neighbours: ['productReviews'],
    });
    expect(filled).toMatchObject({ state: 'succeeded', result: review });
    expect(seen).toEqual([{ method: 'POST', path: `/api/products/${SLUG}/reviews`, search: '', body }]);
    expect(filled.handedOver).toEqual([{ to: 'productReviews', event: { type: 'loader.reload' } }]);
  });

  it('without a rating, or with too short a text, is refused and not sent', async () => {
    const filled = await fill(
      reviewCreateForm,
      { text: 'ok' },
      { values: { rating: 0, text: '' }, extra: SLUG },
    );
    expect(Object.keys(filled.errors).sort()).toEqual(['rating', 'text']);
    expect(seen).toEqual([]);
  });

  it('a refused review fails with the server’s text', async () => {
    answer(routes.reviewCreate, () =>
      errorJson(409, { error: 'Već ste ocenili ovaj proizvod.', code: 'ALREADY_REVIEWED' }),
    );
    const filled = await fill(reviewCreateForm, { rating: 5, text: 'Opet odlično.' }, { extra: SLUG });
    expect(filled).toMatchObject({ state: 'failed', error: 'Već ste ocenili ovaj proizvod.' });
  });
});

describe('a changed review', () => {
  it('is PUT /api/reviews/{id}; the review on /profil/ocene gets what was saved', async () => {
    const changed = { ...review, id: 41, rating: 2, text: 'Posle mesec dana slabije.' };
    answer(routes.reviewUpdate, () => contractJson(reviewResponseSchema, { review: changed }));
    const body = { rating: 2, text: 'Posle mesec dana slabije.' };
    const filled = await fill(reviewUpdateForm, body, {
      values: { rating: 4, text: 'x' },
      extra: 41,
      neighbours: ['myReview-41'],
    });
    expect(seen).toEqual([{ method: 'PUT', path: '/api/reviews/41', search: '', body }]);
    expect(filled.handedOver).toEqual([
      { to: 'myReview-41', event: { type: 'myReview.saved', review: changed } },
    ]);
  });
});

describe('/profil/ocene', () => {
  it('the list is GET /api/reviews/me', async () => {
    const items = [aMyReview()];
    answer(routes.myReviews, () => contractJson(myReviewsResponseSchema, { items }));
    const page = createActor(myReviewsPage).start();
    const loaded = await waitFor(page, (state) => state.matches('loaded'));
    expect(loaded.context.reviews).toEqual(items);
    page.stop();
  });

  it('a confirmed delete is DELETE /api/reviews/{id}', async () => {
    answer(routes.reviewDelete, () => contractJson(successSchema, { success: true }));
    const item = createActor(myReviewItem, { input: { review: aMyReview({ id: 41 }) } }).start();
    item.send({ type: 'myReview.askDelete' });
    item.send({ type: 'myReview.confirmDelete' });
    await waitFor(item, (state) => state.matches('deleted'));
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/reviews/41', search: '', body: undefined }]);
    item.stop();
  });
});
