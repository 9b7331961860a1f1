import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_TEXT } from '../../src/api/api-error';
import { toPlaceOrderFailure } from '../../src/actors/place-order-failure';

const shortage = {
  error: 'Nema dovoljno na stanju.',
  code: 'OUT_OF_STOCK',
  items: [{ productId: 1, name: 'Usisivač', requested: 3, available: 1 }],
};

describe('how a failed order reaches the checkout', () => {
  it('409 OUT_OF_STOCK names the items that ran short', () => {
    expect(toPlaceOrderFailure(new ApiError(shortage.error, 409, 'OUT_OF_STOCK', shortage))).toEqual({
      kind: 'outOfStock',
      message: 'Nema dovoljno na stanju.',
      items: shortage.items,
    });
  });

  it('another 4xx with an error text is a refusal with that text', () => {
    expect(toPlaceOrderFailure(new ApiError('Korpa je prazna.', 400, 'CART_EMPTY'))).toEqual({
      kind: 'refused',
      message: 'Korpa je prazna.',
    });
  });

  it('no answer or a 5xx leaves the order open (a retry reuses the key)', () => {
    expect(toPlaceOrderFailure(new ApiError(NETWORK_ERROR_TEXT, 0))).toEqual({
      kind: 'unanswered',
      message: NETWORK_ERROR_TEXT,
    });
    expect(toPlaceOrderFailure(new ApiError('Servis trenutno nije dostupan.', 503))).toMatchObject({
      kind: 'unanswered',
    });
    expect(toPlaceOrderFailure(new TypeError('x'))).toMatchObject({ kind: 'unanswered' });
  });
});
