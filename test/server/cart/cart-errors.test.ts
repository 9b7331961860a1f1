import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../contract/cart';
import { outOfStock } from '../../../server/cart/cart-errors';

describe('the OUT_OF_STOCK text names the limit the shopper met', () => {
  it('names the stock while the stock is at most the line limit of 99', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    const error = outOfStock(99);
    expect(error).toMatchObject({ statusCode: 409, code: 'OUT_OF_STOCK' });
    expect(error.message).toBe('Na stanju je samo 99 komada.');
  });

  it('names the line limit, not the stock, once the stock exceeds it', () => {
    const error = outOfStock(100);
    expect(error).toMatchObject({ statusCode: 409, code: 'OUT_OF_STOCK' });
    expect(error.message).toBe('Možete poručiti najviše 99 komada ovog proizvoda.');
  });
});
