import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * src/lib/page-hydrated.ts: `html[data-hydrated]` tells whoever drives the page (the journeys'
 * goto and reload wait for it) that the page answers clicks, whether the server rendered it or the
 * browser did (the back office's /admin page has an empty body).
 */

type Module = typeof import('../../src/lib/page-hydrated');

/** The module afresh: its "was this page served" flag is one per page load. */
const freshModule = async (): Promise<Module> => {
  vi.resetModules();
  return import('../../src/lib/page-hydrated');
};

let container: HTMLElement;
beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

async function renderMarker({ PageHydrated }: Module) {
  const root = createRoot(container);
  await act(async () => root.render(<PageHydrated />));
  return root;
}

describe('PageHydrated', () => {
  it('marks a page the browser rendered itself once its routed page has committed', async () => {
    const root = await renderMarker(await freshModule());
    expect(document.documentElement.dataset.hydrated).toBe('true');
    act(() => root.unmount());
  });

  it('marks a served page once hydrated, and only then runs what waited for it', async () => {
    const module = await freshModule();
    module.expectHydration();
    const waited = vi.fn();
    module.whenPageHydrated(waited);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    const root = await renderMarker(module);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(waited).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
