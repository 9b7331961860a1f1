import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLoader } from '../../src/actors/loader-logic';

/* The loader and submission machines given one call each (src/actors/loader-logic.ts). */

describe('createLoader', () => {
  it('loads with the query it was given and holds what the call resolved with', async () => {
    const asked: string[] = [];
    const loader = createLoader(async (slug: string) => {
      asked.push(slug);
      return { name: `proizvod ${slug}` };
    });
    const actor = createActor(loader, { input: { query: 'frizider' } }).start();
    const loaded = await waitFor(actor, (state) => state.matches('loaded'));
    expect(loaded.context.data).toEqual({ name: 'proizvod frizider' });
    actor.send({ type: 'loader.load', query: 'sporet' });
    const reloaded = await waitFor(actor, (state) => state.matches('loaded'));
    expect(reloaded.context.data).toEqual({ name: 'proizvod sporet' });
    expect(asked).toEqual(['frizider', 'sporet']);
  });

  it('a rejected call fails with its text', async () => {
    const loader = createLoader(async (_: undefined) => Promise.reject(new Error('Nema veze.')));
    const actor = createActor(loader, { input: { query: undefined } }).start();
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(failed.context.error).toBe('Nema veze.');
  });
});
