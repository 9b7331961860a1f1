import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import { type Review, reviewBodySchema, reviewResponseSchema } from '../../contract/reviews';
import type { FakeCatalog } from './catalog-handlers';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import type { FakeShop } from './handlers';

/**
 * POST /api/products/{slug}/reviews as server/routes/api/reviews answers it: a verified user's
 * review (one per product), checked by the contract's rules, added to the fake catalogue's entry
 * so the reviews GET of test/msw/catalog-handlers.ts lists it.
 */
export function reviewHandlers(shop: FakeShop, catalog: FakeCatalog): HttpHandler[] {
  let nextId = 900;
  return [
    handle(routes.reviewCreate, async ({ request, params }) => {
      shop.calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const account = shop.accounts.find((candidate) => candidate.user.id === shop.sessionUserId);
      if (!account) return sessionExpiredJson();
      if (!account.user.isVerified)
        return errorJson(403, {
          error: 'Potvrdite svoju e-adresu da biste mogli da ocenjujete proizvode.',
          code: 'NOT_VERIFIED',
        });
      const entry = catalog.entries.find((candidate) => candidate.product.slug === params.slug);
      if (!entry) return errorJson(404, { error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
      const parsed = reviewBodySchema.safeParse(await request.json());
      if (!parsed.success)
        return errorJson(400, {
          error: 'Proverite unete podatke.',
          code: 'VALIDATION_ERROR',
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.filter((key) => typeof key !== 'symbol'),
            message: issue.message,
          })),
        });
      const { firstName, lastName } = account.user;
      const author = `${firstName} ${lastName.slice(0, 1)}.`;
      if ((entry.reviews ?? []).some((review) => review.author === author))
        return errorJson(409, { error: 'Već ste ocenili ovaj proizvod.', code: 'ALREADY_REVIEWED' });
      const now = new Date().toISOString();
      const review: Review = {
        id: nextId++,
        productId: entry.product.id,
        ...parsed.data,
        author,
        createdAt: now,
        updatedAt: now,
      };
      entry.reviews = [review, ...(entry.reviews ?? [])];
      return contractJson(reviewResponseSchema, { review }, 201);
    }),
  ];
}
