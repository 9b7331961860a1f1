import { afterEach, describe, expect, it } from 'vitest';
import type { ModelHarness } from '../utils/model-test';
import { startMyReview } from './my-review.harness';

// A review on /profil/ocene, rule by rule, where the model walk's shortest paths do not go.

let running: ModelHarness | undefined;
afterEach(() => running?.stop());

describe('a review on /profil/ocene', () => {
  it('opened again after a cancel, nothing takes the focus back until it closes again', () => {
    running = startMyReview();
    running.subject.send({ type: 'myReview.edit' });
    running.subject.send({ type: 'myReview.cancel' });
    expect(running.subject.getSnapshot().context.returnFocus).toBe('edit');
    running.subject.send({ type: 'myReview.edit' });
    expect(running.subject.getSnapshot().context.returnFocus).toBeNull();
    running.subject.send({ type: 'myReview.cancel' });
    running.subject.send({ type: 'myReview.askDelete' });
    expect(running.subject.getSnapshot().context.returnFocus).toBeNull();
  });

  it('a failed delete’s text goes when the question is asked again', async () => {
    running = startMyReview();
    running.subject.send({ type: 'myReview.askDelete' });
    running.subject.send({ type: 'myReview.confirmDelete' });
    await running.fakes.reject('deleteReview', new Error('Došlo je do greške na serveru.'));
    running.subject.send({ type: 'myReview.cancelDelete' });
    running.subject.send({ type: 'myReview.askDelete' });
    expect(running.subject.getSnapshot().context.error).toBeNull();
  });
});
