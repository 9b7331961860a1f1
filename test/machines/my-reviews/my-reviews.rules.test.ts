import { afterEach, describe, expect, it } from 'vitest';
import type { ModelHarness } from '../utils/model-test';
import { startMyReviews } from './my-reviews.harness';

// /profil/ocene's list, rule by rule, where the model walk's shortest paths do not go.

let running: ModelHarness | undefined;
afterEach(() => running?.stop());

describe('the list of reviews', () => {
  it('opens saying nothing', () => {
    running = startMyReviews();
    expect(running.subject.getSnapshot().context).toMatchObject({
      announcement: '',
      reviews: null,
      error: null,
    });
  });
});
