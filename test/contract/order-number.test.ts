import { describe, expect, it } from 'vitest';
import { isValidModel97 } from '../../contract/model-97';
import { ORDER_NUMBER_PATTERN, orderNumberOf, paymentReferenceOf } from '../../contract/order-number';

describe('order numbers: KK-YYYY-NNNNNN, the model-97 reference of the order', () => {
  it('puts the control digits of year and digits first', () => {
    // 202631820500 mod 97 = 20, 98 − 20 = 78.
    expect(orderNumberOf(2026, '318205')).toBe('78-2026-318205');
    expect(orderNumberOf(2026, '000017')).toMatch(/^\d{2}-2026-000017$/);
  });

  it('is a valid model-97 reference once its dashes are dropped', () => {
    const number = orderNumberOf(2026, '318205');
    expect(paymentReferenceOf(number)).toBe('782026318205');
    expect(isValidModel97(paymentReferenceOf(number))).toBe(true);
  });

  it("matches the contract's pattern, old orders' longer sequential numbers included", () => {
    expect(orderNumberOf(2026, '318205')).toMatch(ORDER_NUMBER_PATTERN);
    expect(orderNumberOf(2024, '12345678')).toMatch(ORDER_NUMBER_PATTERN);
    expect('2026-318205').not.toMatch(ORDER_NUMBER_PATTERN);
    expect('17').not.toMatch(ORDER_NUMBER_PATTERN);
  });
});
