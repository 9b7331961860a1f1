import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '../../../contract/reviews';
import { showPageInScript } from '../../../src/actors/page-script';
import { ProductReviewsList } from '../../../src/features/product/product-reviews-list';

const review: Review = {
  id: 7,
  productId: 3,
  author: 'Marko P.',
  rating: 5,
  text: 'Odličan usisivač.',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  verifiedPurchase: false,
};

afterEach(() => showPageInScript('latin'));

describe("a review's name in Cyrillic (issue 34: what a shopper typed is never transliterated)", () => {
  it("reads the shop's words in Cyrillic and the author's name as typed", async () => {
    render(<ProductReviewsList reviews={[review]} />);
    showPageInScript('cyrillic');
    expect(await screen.findByRole('article', { name: 'Оцена корисника Marko P.' })).toBeTruthy();
    expect(screen.getByText('Odličan usisivač.')).toBeTruthy();
  });
});
