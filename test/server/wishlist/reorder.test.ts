import { describe, expect, it } from 'vitest';
import { isCompleteOrder } from '../../../server/wishlist/reorder';

const at = (productId: number, newPriority: number) => ({ productId, newPriority });

describe('a wishlist reorder names every product once at the positions 1..n', () => {
  it('accepts the products in any order at 1..n', () => {
    expect(isCompleteOrder([7, 8, 9], [at(9, 1), at(7, 2), at(8, 3)])).toBe(true);
    expect(isCompleteOrder([], [])).toBe(true);
  });

  it('refuses a list with an entry repeated, even when the repeat names the same product and position', () => {
    expect(isCompleteOrder([7, 8], [at(7, 1), at(8, 2), at(7, 1)])).toBe(false);
  });

  it('refuses positions shifted below 1, even when they are n distinct positions', () => {
    expect(isCompleteOrder([7, 8], [at(7, 0), at(8, 1)])).toBe(false);
  });

  it('refuses positions beyond n and a product twice', () => {
    expect(isCompleteOrder([7, 8], [at(7, 1), at(8, 3)])).toBe(false);
    expect(isCompleteOrder([7, 8], [at(7, 1), at(7, 2)])).toBe(false);
  });
});
