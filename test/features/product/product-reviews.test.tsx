import { routes } from '../../../contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../contract/reviews';
import { aCatalog } from '../../msw/catalog-handlers';
import { aSignedInUser, openCatalog, slow } from '../catalog/catalog-driver';

const TORNADO = '/proizvod/usisivac-tornado-2000';

const aReview = (id: number, rating: number, author: string, text = 'Odličan usisivač.'): Review => ({
  id,
  productId: 4,
  rating,
  text,
  author,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
});

/** The fake catalogue with these reviews on the Tornado vacuum cleaner. */
function withReviews(reviews: Review[]) {
  const catalog = aCatalog();
  catalog.entries[3]!.reviews = reviews;
  return catalog;
}

const reviewsSection = () => screen.getByRole('region', { name: 'Ocene kupaca' });

describe('product reviews', () => {
  it('shows the average as "x od 5", the count in Serbian plural and each review with author and date', async () => {
    openCatalog(TORNADO, {
      catalog: withReviews([aReview(1, 5, 'Marko P.'), aReview(2, 4, 'Jelena S.', 'Dobar.')]),
    });
    expect(await screen.findByText('4,5 od 5', { selector: '.reviews-summary strong' })).toBeTruthy();
    expect(within(reviewsSection()).getByText(/2 ocene/)).toBeTruthy();
    const marko = screen.getByRole('article', { name: 'Ocena korisnika Marko P.' });
    expect(within(marko).getByText('Odličan usisivač.')).toBeTruthy();
    expect(within(marko).getByText('Ocena: 5 od 5')).toBeTruthy();
    expect(within(marko).getByText('5. marta 2026.')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Ocena korisnika Jelena S.' })).getByText('Dobar.'),
    ).toBeTruthy();
  });

  it('marks a review whose author bought the product "Verifikovana kupovina", and only that one', async () => {
    openCatalog(TORNADO, {
      catalog: withReviews([
        { ...aReview(1, 5, 'Marko P.'), verifiedPurchase: true },
        { ...aReview(2, 4, 'Jelena S.', 'Dobar.'), verifiedPurchase: false },
        aReview(3, 4, 'Ana A.', 'Solidan.'),
      ]),
    });
    const marko = await screen.findByRole('article', { name: 'Ocena korisnika Marko P.' });
    expect(within(marko).getByText('Verifikovana kupovina')).toBeTruthy();
    for (const author of ['Jelena S.', 'Ana A.'])
      expect(
        within(screen.getByRole('article', { name: `Ocena korisnika ${author}` })).queryByText(
          'Verifikovana kupovina',
        ),
      ).toBeNull();
  });

  it('shows the average under the product name too, linked to the reviews; none before the first review', async () => {
    openCatalog(TORNADO, {
      catalog: withReviews([aReview(1, 5, 'Marko P.'), aReview(2, 4, 'Jelena S.', 'Dobar.')]),
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    const summary = heading.parentElement!.querySelector('.product-rating a')!;
    expect(summary.textContent).toBe('★★★★★ 4,5 od 5 (2 ocene)');
    expect(summary.getAttribute('href')).toBe('#ocene');
  });

  it('counts one review as "1 ocena" and five as "5 ocena"', async () => {
    const { unmount } = openCatalog(TORNADO, { catalog: withReviews([aReview(1, 3, 'Ana A.')]) });
    expect(await screen.findByText('3 od 5')).toBeTruthy();
    expect(within(reviewsSection()).getByText(/\(1 ocena\)/)).toBeTruthy();
    unmount();
    openCatalog(TORNADO, {
      catalog: withReviews([1, 2, 3, 4, 5].map((id) => aReview(id, 4, `Kupac ${id}.`))),
    });
    expect(await screen.findByText('4 od 5')).toBeTruthy();
    expect(within(reviewsSection()).getByText(/\(5 ocena\)/)).toBeTruthy();
  });

  it('a product without reviews says it has not been rated yet', async () => {
    openCatalog(TORNADO);
    expect(await screen.findByText('Ovaj proizvod još nije ocenjen.')).toBeTruthy();
  });

  it('a visitor is asked to sign in to rate, and sees no form', async () => {
    openCatalog(TORNADO);
    await screen.findByText('Ovaj proizvod još nije ocenjen.');
    expect(within(reviewsSection()).getByText(/da biste ocenili proizvod/)).toBeTruthy();
    expect(within(reviewsSection()).getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(TORNADO)}`,
    );
    expect(screen.queryByRole('form', { name: 'Ocenite proizvod' })).toBeNull();
  });

  it('an unverified user is told to verify the e-mail address to rate, and sees no form', async () => {
    openCatalog(TORNADO, { shop: aSignedInUser({ verified: false }) });
    expect(await screen.findByText(/Potvrdite e-adresu da biste ocenili proizvod/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ocenite proizvod' })).toBeNull();
  });

  it('the form checks the rating and the text before sending anything', async () => {
    const shop = aSignedInUser({ verified: true });
    const { user } = openCatalog(TORNADO, { shop });
    const form = await screen.findByRole('form', { name: 'Ocenite proizvod' });
    await user.type(within(form).getByRole('textbox', { name: 'Vaš utisak' }), 'ok');
    await user.click(within(form).getByRole('button', { name: 'Objavi ocenu' }));
    expect(await within(form).findByText('Ocena je od 1 do 5.')).toBeTruthy();
    expect(within(form).getByText('Napišite bar nekoliko reči.')).toBeTruthy();
    const text = within(form).getByRole('textbox', { name: 'Vaš utisak' });
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBe(
      within(form).getByText('Napišite bar nekoliko reči.').id,
    );
    const rating = within(form).getByRole('radiogroup', { name: 'Vaša ocena' });
    expect(rating.getAttribute('aria-invalid')).toBe('true');
    expect(rating.getAttribute('aria-describedby')).toBe(within(form).getByText('Ocena je od 1 do 5.').id);
    expect(shop.calls.filter((call) => call.startsWith('POST /api/products'))).toEqual([]);
  });

  it('a verified user posts a review, which then appears in the list with the new count', async () => {
    const shop = aSignedInUser({ verified: true });
    const catalog = withReviews([aReview(1, 5, 'Marko P.')]);
    const { user } = openCatalog(TORNADO, { shop, catalog });
    const form = await screen.findByRole('form', { name: 'Ocenite proizvod' });
    await user.click(within(form).getByRole('radio', { name: '4 – Vrlo dobro' }));
    await user.type(within(form).getByRole('textbox', { name: 'Vaš utisak' }), 'Tih i snažan, preporuka.');
    await user.click(within(form).getByRole('button', { name: 'Objavi ocenu' }));
    expect(await screen.findByText('Hvala! Vaša ocena je objavljena.')).toBeTruthy();
    const mine = await screen.findByRole('article', { name: 'Ocena korisnika Ana A.' });
    expect(within(mine).getByText('Tih i snažan, preporuka.')).toBeTruthy();
    expect(within(mine).getByText('Ocena: 4 od 5')).toBeTruthy();
    await waitFor(() => expect(within(reviewsSection()).getByText(/\(2 ocene\)/)).toBeTruthy());
    expect(screen.getByText('4,5 od 5')).toBeTruthy();
    expect(catalog.entries[3]!.reviews?.map((review) => review.rating)).toEqual([4, 5]);
  });

  it("the server's refusal (already rated) is shown and the form stays filled in", async () => {
    const shop = aSignedInUser({ verified: true });
    const { user } = openCatalog(TORNADO, { shop, catalog: withReviews([aReview(1, 2, 'Ana A.')]) });
    const form = await screen.findByRole('form', { name: 'Ocenite proizvod' });
    await user.click(within(form).getByRole('radio', { name: '5 – Odlično' }));
    await user.type(within(form).getByRole('textbox', { name: 'Vaš utisak' }), 'Ipak je dobar.');
    await user.click(within(form).getByRole('button', { name: 'Objavi ocenu' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Već ste ocenili ovaj proizvod.');
    expect((within(form).getByRole('textbox', { name: 'Vaš utisak' }) as HTMLTextAreaElement).value).toBe(
      'Ipak je dobar.',
    );
  });

  it('shows a loading state until the reviews arrive', async () => {
    openCatalog(TORNADO, { handlers: [slow(routes.productReviews, 150)] });
    expect(await screen.findByText('Učitavanje ocena…')).toBeTruthy();
    expect(await screen.findByText('Ovaj proizvod još nije ocenjen.')).toBeTruthy();
  });

  it('failed reviews show the server text, and "Pokušajte ponovo" loads them', async () => {
    const catalog = withReviews([aReview(1, 5, 'Marko P.')]);
    catalog.failing = ['GET /api/products/usisivac-tornado-2000/reviews'];
    const { user } = openCatalog(TORNADO, { catalog });
    await screen.findByRole('heading', { level: 1, name: 'Usisivač Tornado 2000' });
    expect(
      await within(reviewsSection()).findByText('Došlo je do greške na serveru. Pokušajte ponovo.'),
    ).toBeTruthy();
    catalog.failing = [];
    await user.click(within(reviewsSection()).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await screen.findByText('5 od 5', { selector: '.reviews-summary strong' })).toBeTruthy();
  });
});
