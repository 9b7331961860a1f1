import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer } from '../../src/api/answer-check';
import { aCart } from '../msw/fixtures';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the client's check of the server's answers", () => {
  it('in development and tests parses an answer with its route schema and refuses one off the contract', async () => {
    await expect(checkAnswer('cartGet', 200, aCart())).resolves.toEqual(aCart());
    await expect(checkAnswer('cartGet', 200, { id: 42 })).rejects.toThrow();
  });

  it('in production trusts the server, which validated the answer before sending it', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const offContract = { id: 42 };
    await expect(checkAnswer('cartGet', 200, offContract)).resolves.toBe(offContract);
  });
});
