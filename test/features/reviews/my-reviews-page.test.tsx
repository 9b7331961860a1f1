import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMyReview, type FakeReviews, myReviewsHandlers } from '../../msw/my-reviews-handlers';
import { aSignedInShop } from '../../msw/profile-handlers';
import { renderApp } from '../../utils/render-app';

const twoReviews = (): FakeReviews => ({
  items: [
    aMyReview(),
    aMyReview({
      id: 42,
      productId: 1,
      rating: 2,
      text: 'Glasan kompresor.',
      createdAt: '2026-02-01T09:00:00.000Z',
      updatedAt: '2026-02-03T09:00:00.000Z',
      product: {
        name: 'Frižider Polar 300',
        slug: 'frizider-polar-300',
        thumbnail: '/images/products/polar.svg',
      },
    }),
  ],
  failing: [],
});

function openReviews(reviews: FakeReviews = twoReviews()) {
  const shop = aSignedInShop({ verified: true });
  const view = renderApp('/profil/ocene', { shop, handlers: myReviewsHandlers(shop, reviews) });
  return { ...view, reviews };
}

async function reviewsPage() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Moje ocene' });
  return heading.parentElement as HTMLElement;
}

const reviewOf = (page: HTMLElement, productName: string) =>
  within(page).getByRole('article', { name: productName });

describe('my reviews /profil/ocene', () => {
  it('lists each review with its product link, stars read as "Ocena 4 od 5", text and date', async () => {
    openReviews();
    const page = await reviewsPage();
    await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    expect(within(page).getByText('2 ocene')).toBeTruthy();

    const tornado = reviewOf(page, 'Usisivač Tornado 2000');
    expect(within(tornado).getByRole('link', { name: 'Usisivač Tornado 2000' }).getAttribute('href')).toBe(
      '/proizvod/usisivac-tornado-2000',
    );
    expect(within(tornado).getByRole('img', { name: 'Ocena 4 od 5' })).toBeTruthy();
    expect(within(tornado).getByText('Odlično usisava, malo je bučan.')).toBeTruthy();
    expect(within(tornado).getByText('14. marta 2026.')).toBeTruthy();

    const polar = reviewOf(page, 'Frižider Polar 300');
    expect(within(polar).getByRole('img', { name: 'Ocena 2 od 5' })).toBeTruthy();
    expect(within(polar).getByText(/izmenjeno/).textContent).toContain('3. februara 2026.');
  });

  it('shows loading while the reviews are on their way', async () => {
    openReviews();
    expect(await screen.findByText('Učitavanje ocena…')).toBeTruthy();
  });

  it('with no reviews, says so and advises where to rate products', async () => {
    openReviews({ items: [], failing: [] });
    const page = await reviewsPage();
    expect(await within(page).findByText('Još niste ocenili nijedan proizvod.')).toBeTruthy();
    expect(within(page).getByText(/Ocenu možete ostaviti na stranici svakog proizvoda/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Pogledajte proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
  });

  it('a failed load shows the server\'s text, and "Pokušajte ponovo" brings the list', async () => {
    const reviews = twoReviews();
    reviews.failing = ['GET /api/reviews/me'];
    const { user } = openReviews(reviews);
    const page = await reviewsPage();
    const alert = await within(page).findByRole('alert');
    expect(alert.textContent).toContain('Došlo je do greške na serveru.');
    reviews.failing = [];
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' })).toBeTruthy();
  });

  it('edits a review in place: the server gets the new rating and text, the list is read again', async () => {
    const { user, reviews, shop } = openReviews();
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Izmeni ocenu: Usisivač Tornado 2000' }));

    await user.selectOptions(within(tornado).getByLabelText('Ocena'), '5');
    const text = within(tornado).getByLabelText('Komentar');
    await user.clear(text);
    await user.type(text, 'Posle mesec dana: odličan.');
    const readsBefore = shop.calls.filter((call) => call === 'GET /api/reviews/me').length;
    await user.click(within(tornado).getByRole('button', { name: 'Sačuvaj' }));

    expect(await within(tornado).findByRole('img', { name: 'Ocena 5 od 5' })).toBeTruthy();
    expect(within(tornado).getByText('Posle mesec dana: odličan.')).toBeTruthy();
    expect(reviews.items.find((review) => review.id === 41)).toMatchObject({
      rating: 5,
      text: 'Posle mesec dana: odličan.',
    });
    expect(shop.calls).toContain('PUT /api/reviews/41');
    await waitFor(() =>
      expect(shop.calls.filter((call) => call === 'GET /api/reviews/me').length).toBeGreaterThan(readsBefore),
    );
    expect(await screen.findByText('Ocena za „Usisivač Tornado 2000“ je sačuvana.')).toBeTruthy();
    // Back on the button that opened the form.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(tornado).getByRole('button', { name: 'Izmeni ocenu: Usisivač Tornado 2000' }),
      ),
    );
  });

  it("an edit too short is refused with the contract's message and not sent", async () => {
    const { user, shop } = openReviews();
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Izmeni ocenu: Usisivač Tornado 2000' }));
    await user.clear(within(tornado).getByLabelText('Komentar'));
    await user.type(within(tornado).getByLabelText('Komentar'), 'ok');
    await user.click(within(tornado).getByRole('button', { name: 'Sačuvaj' }));
    expect(await within(tornado).findByText('Napišite bar nekoliko reči.')).toBeTruthy();
    expect(shop.calls).not.toContain('PUT /api/reviews/41');
  });

  it('"Odustani" leaves the review as it was', async () => {
    const { user, shop } = openReviews();
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Izmeni ocenu: Usisivač Tornado 2000' }));
    await user.type(within(tornado).getByLabelText('Komentar'), ' Dopuna.');
    await user.click(within(tornado).getByRole('button', { name: 'Odustani' }));
    expect(within(tornado).getByText('Odlično usisava, malo je bučan.')).toBeTruthy();
    expect(shop.calls.some((call) => call.startsWith('PUT /api/reviews'))).toBe(false);
  });

  it("a failed save keeps the form open with the server's text", async () => {
    const reviews = twoReviews();
    reviews.failing = ['PUT /api/reviews/41'];
    const { user } = openReviews(reviews);
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Izmeni ocenu: Usisivač Tornado 2000' }));
    await user.click(within(tornado).getByRole('button', { name: 'Sačuvaj' }));
    expect((await within(tornado).findByRole('alert')).textContent).toBe('Došlo je do greške na serveru.');
    expect(within(tornado).getByLabelText('Komentar')).toBeTruthy();
  });

  it('deleting asks first; "Odustani" keeps the review', async () => {
    const { user, shop } = openReviews();
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu: Usisivač Tornado 2000' }));
    const question = within(tornado).getByRole('alertdialog');
    expect(question.textContent).toContain(
      'Da li sigurno želite da obrišete ocenu za „Usisivač Tornado 2000“?',
    );
    await user.click(within(question).getByRole('button', { name: 'Odustani' }));
    expect(within(tornado).queryByRole('alertdialog')).toBeNull();
    expect(shop.calls.some((call) => call.startsWith('DELETE /api/reviews'))).toBe(false);
  });

  it('a confirmed delete removes the review on the server and from the reloaded list', async () => {
    const { user, reviews } = openReviews();
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu: Usisivač Tornado 2000' }));
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu' }));

    await waitFor(() =>
      expect(within(page).queryByRole('article', { name: 'Usisivač Tornado 2000' })).toBeNull(),
    );
    expect(reviews.items.map((review) => review.id)).toEqual([42]);
    expect(within(page).getByText('1 ocena')).toBeTruthy();
    expect(screen.getByText('Ocena za „Usisivač Tornado 2000“ je obrisana.')).toBeTruthy();
  });

  it('deleting the last review leaves the empty state', async () => {
    const { user } = openReviews({ items: [aMyReview()], failing: [] });
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu: Usisivač Tornado 2000' }));
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu' }));
    expect(await within(page).findByText('Još niste ocenili nijedan proizvod.')).toBeTruthy();
  });

  it('a failed delete says why and keeps the review', async () => {
    const reviews = twoReviews();
    reviews.failing = ['DELETE /api/reviews/41'];
    const { user } = openReviews(reviews);
    const page = await reviewsPage();
    const tornado = await within(page).findByRole('article', { name: 'Usisivač Tornado 2000' });
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu: Usisivač Tornado 2000' }));
    await user.click(within(tornado).getByRole('button', { name: 'Obriši ocenu' }));
    expect((await within(tornado).findByRole('alert')).textContent).toBe('Došlo je do greške na serveru.');
    expect(reviews.items).toHaveLength(2);
  });
});
