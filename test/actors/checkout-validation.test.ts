import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validDelivery } from '../machines/checkout/checkout.samples';

/* The delivery check the checkout loads on demand (src/actors/checkout-validation.ts). */

const VALIDATION = '../../machines/checkout/checkout.validation';
/** A fresh copy of the module, with nothing loaded yet. */
const freshModule = () => import('../../src/actors/checkout-validation');

beforeEach(() => vi.resetModules());
afterEach(() => vi.doUnmock(VALIDATION));

describe('loading the delivery validation', () => {
  it('resolves with the checkout’s validateDelivery, which checks a form', async () => {
    const { loadDeliveryValidation } = await freshModule();
    const validate = await loadDeliveryValidation();
    expect(validate).toBe((await import(VALIDATION)).validateDelivery);
    expect(validate(validDelivery)).toMatchObject({ fieldErrors: null });
  });

  it('is loaded once: a second call answers the same promise', async () => {
    const { loadDeliveryValidation } = await freshModule();
    const first = loadDeliveryValidation();
    expect(loadDeliveryValidation()).toBe(first);
    await first;
  });

  it('a failed load rejects, and the next call loads it again', async () => {
    let attempts = 0;
    vi.doMock(VALIDATION, () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { validateDelivery: () => ({ details: null, fieldErrors: {} }) };
    });
    const { loadDeliveryValidation } = await freshModule();
    await expect(loadDeliveryValidation()).rejects.toBeInstanceOf(Error);
    const validate = await loadDeliveryValidation();
    expect(validate(validDelivery)).toEqual({ details: null, fieldErrors: {} });
    expect(attempts).toBe(2);
  });
});
