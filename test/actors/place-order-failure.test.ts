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

  it('409 ORDER_CHANGED names what changed since the review', () => {
    const changes = ['Cena proizvoda „Usisivač“ je promenjena.'];
    const body = { error: 'Porudžbina se promenila.', code: 'ORDER_CHANGED', changes };
    expect(toPlaceOrderFailure(new ApiError(body.error, 409, 'ORDER_CHANGED', body))).toEqual({
      kind: 'changed',
      message: 'Porudžbina se promenila.',
      changes,
    });
  });

  it('a 409 naming neither shortage nor change is a refusal with its text', () => {
    const body = { error: 'Sukob.', code: 'CONFLICT' };
    expect(toPlaceOrderFailure(new ApiError('Sukob.', 409, 'CONFLICT', body))).toEqual({
      kind: 'refused',
      message: 'Sukob.',
    });
  });

  it('the out-of-stock and changed shapes count only with status 409', () => {
    expect(toPlaceOrderFailure(new ApiError(shortage.error, 400, 'OUT_OF_STOCK', shortage))).toEqual({
      kind: 'refused',
      message: shortage.error,
    });
  });

  it('4xx ends at 499; 500 and up, and what is not an ApiError, leave the order open with their text', () => {
    expect(toPlaceOrderFailure(new ApiError('Previše.', 499))).toEqual({
      kind: 'refused',
      message: 'Previše.',
    });
    expect(toPlaceOrderFailure(new ApiError('Preusmereno.', 399))).toEqual({
      kind: 'unanswered',
      message: 'Preusmereno.',
    });
    expect(toPlaceOrderFailure(new ApiError('Greška servera.', 500))).toEqual({
      kind: 'unanswered',
      message: 'Greška servera.',
    });
    expect(toPlaceOrderFailure(new TypeError('fetch failed'))).toEqual({
      kind: 'unanswered',
      message: NETWORK_ERROR_TEXT,
    });
  });
});
