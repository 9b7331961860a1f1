import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('product reviews', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  async function reviewer(values: { firstName?: string; lastName?: string; isVerified?: boolean } = {}) {
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client, values);
    return { client, user };
  }

  const reviewsOf = (slug: string) => new HttpClient(server.app).get(`/api/products/${slug}/reviews`);

  it('lists a product’s reviews newest first with the average to one decimal and the count', async () => {
    const product = await insertProduct(server);
    const ratings = [5, 4, 4];
    for (const [i, rating] of ratings.entries()) {
      const { client } = await reviewer({ firstName: `Ana${i}`, lastName: 'Šarić' });
      const posted = await client.post(`/api/products/${product.slug}/reviews`, {
        rating,
        text: `Ocena broj ${i}`,
      });
      expect(posted.statusCode).toBe(201);
    }

    const response = await reviewsOf(product.slug);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.average).toBe(4.3);
    expect(body.items.map((item: { text: string }) => item.text)).toEqual([
      'Ocena broj 2',
      'Ocena broj 1',
      'Ocena broj 0',
    ]);
    expect(body.items[0]).toMatchObject({ productId: product.id, rating: 4, author: 'Ana2 Š.' });
  });

  it('lists a product without reviews with average 0 and count 0', async () => {
    const product = await insertProduct(server);
    expect((await reviewsOf(product.slug)).json()).toEqual({ items: [], average: 0, count: 0 });
  });

  it('answers reviews of an unknown product with 404 PRODUCT_NOT_FOUND', async () => {
    const response = await reviewsOf('nema-ovog-proizvoda');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
  });

  it('posts a review as first name and last-name initial, never the e-mail', async () => {
    const product = await insertProduct(server);
    const { client, user } = await reviewer({ firstName: 'Marija', lastName: 'Petrović' });
    const response = await client.post(`/api/products/${product.slug}/reviews`, {
      rating: 5,
      text: '  Odličan proizvod, preporučujem.  ',
    });
    expect(response.statusCode).toBe(201);
    const { review } = response.json();
    expect(review).toMatchObject({
      productId: product.id,
      rating: 5,
      text: 'Odličan proizvod, preporučujem.',
      author: 'Marija P.',
    });
    expect(JSON.stringify(await reviewsOf(product.slug).then((r) => r.json()))).not.toContain(user.email);
    const [row] = await server.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ userId: user.id, productId: product.id, rating: 5 });
  });

  it('refuses a review from an anonymous visitor with 401 and from an unverified user with 403', async () => {
    const product = await insertProduct(server);
    const body = { rating: 3, text: 'Solidno za ovu cenu.' };
    const anonymous = await new HttpClient(server.app).post(`/api/products/${product.slug}/reviews`, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', shouldLogin: true });

    const { client } = await reviewer({ isVerified: false });
    const unverified = await client.post(`/api/products/${product.slug}/reviews`, body);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('NOT_VERIFIED');
    expect(unverified.json().error).toContain('ocenjujete');
    expect(await server.database.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual(
      [],
    );
  });

  it('allows one review per product per user: a second answers 409 ALREADY_REVIEWED', async () => {
    const product = await insertProduct(server);
    const { client } = await reviewer();
    const url = `/api/products/${product.slug}/reviews`;
    expect((await client.post(url, { rating: 4, text: 'Prva ocena.' })).statusCode).toBe(201);
    const second = await client.post(url, { rating: 1, text: 'Druga ocena.' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'Već ste ocenili ovaj proizvod.', code: 'ALREADY_REVIEWED' });
  });

  it('keeps one review when the same user posts twice at once', async () => {
    const product = await insertProduct(server);
    const { client, user } = await reviewer();
    const url = `/api/products/${product.slug}/reviews`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.post(url, { rating: 5, text: `Ocena ${i}.` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(await server.database.db.select().from(reviews).where(eq(reviews.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('answers a rating outside 1–5 or a too short text with 400 and a Serbian message', async () => {
    const product = await insertProduct(server);
    const { client } = await reviewer();
    const url = `/api/products/${product.slug}/reviews`;
    const badRating = await client.post(url, { rating: 6, text: 'Dobar proizvod.' });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().error).toBe('Ocena je od 1 do 5.');
    const shortText = await client.post(url, { rating: 4, text: 'ok' });
    expect(shortText.statusCode).toBe(400);
    expect(shortText.json().error).toBe('Napišite bar nekoliko reči.');
  });

  it('edits and deletes one’s own review', async () => {
    const product = await insertProduct(server);
    const { client } = await reviewer({ firstName: 'Đorđe', lastName: 'Živković' });
    const { review } = (
      await client.post(`/api/products/${product.slug}/reviews`, { rating: 2, text: 'Moglo je bolje.' })
    ).json();

    const edited = await client.put(`/api/reviews/${review.id}`, { rating: 4, text: 'Ipak sam zadovoljan.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({
      id: review.id,
      rating: 4,
      text: 'Ipak sam zadovoljan.',
      author: 'Đorđe Ž.',
      createdAt: review.createdAt,
    });
    expect(new Date(edited.json().review.updatedAt) >= new Date(review.updatedAt)).toBe(true);
    expect((await reviewsOf(product.slug)).json()).toMatchObject({ average: 4, count: 1 });

    const deleted = await client.delete(`/api/reviews/${review.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await reviewsOf(product.slug)).json()).toEqual({ items: [], average: 0, count: 0 });
  });

  it("answers editing or deleting someone else's review with 404 and leaves it unchanged", async () => {
    const product = await insertProduct(server);
    const { client: author } = await reviewer();
    const { review } = (
      await author.post(`/api/products/${product.slug}/reviews`, { rating: 5, text: 'Sjajno, hvala.' })
    ).json();
    const { client: other } = await reviewer();

    const edit = await other.put(`/api/reviews/${review.id}`, { rating: 1, text: 'Tuđa izmena.' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'Ocena nije pronađena.', code: 'NOT_FOUND' });
    const remove = await other.delete(`/api/reviews/${review.id}`);
    expect(remove.statusCode).toBe(404);
    const [row] = await server.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ rating: 5, text: 'Sjajno, hvala.' });
  });

  it('answers editing without a session with 401', async () => {
    const response = await new HttpClient(server.app).put('/api/reviews/1', {
      rating: 3,
      text: 'Bez prijave.',
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists the signed-in user’s own reviews with their products', async () => {
    const first = await insertProduct(server, { name: 'Ćebe Zima' });
    const second = await insertProduct(server, { name: 'Jastuk San' });
    const { client } = await reviewer({ firstName: 'Ivana', lastName: 'Lukić' });
    await client.post(`/api/products/${first.slug}/reviews`, { rating: 3, text: 'Toplo je.' });
    await client.post(`/api/products/${second.slug}/reviews`, { rating: 5, text: 'Mekan i udoban.' });
    const { client: other } = await reviewer();
    await other.post(`/api/products/${first.slug}/reviews`, { rating: 1, text: 'Nije za mene.' });

    const response = await client.get('/api/reviews/me');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toMatchObject([
      {
        productId: second.id,
        rating: 5,
        author: 'Ivana L.',
        product: { name: 'Jastuk San', slug: second.slug, thumbnail: '/images/catalog/placeholder.svg' },
      },
      { productId: first.id, rating: 3, product: { name: 'Ćebe Zima', slug: first.slug } },
    ]);
    expect((await new HttpClient(server.app).get('/api/reviews/me')).statusCode).toBe(401);
  });
});
