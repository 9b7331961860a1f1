import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateForNewEntry } from '../../src/lib/page-scroll';
import { renderApp } from '../utils/render-app';

/*
 * What the ShopProvider (src/lib/shop-context.tsx) starts beside the root actor, through the shop
 * as main.tsx mounts it: the scroll memory, and in development with ?inspect the Stately inspector,
 * which the root actor waits for so that the inspector sees its start too.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const homeHeading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('the ShopProvider', () => {
  it('without ?inspect the shop opens at once and no inspector window opens', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/');
    expect(await homeHeading()).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('with ?inspect in development the shop opens once the inspector is there, and it sees the shop', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/?inspect');
    expect(await homeHeading()).toBeTruthy();
    expect(open).toHaveBeenCalled();
  });

  it('starts the scroll memory: a new history entry gets its scroll key, none after the shop goes', async () => {
    const { unmount } = renderApp('/');
    await homeHeading();
    expect(stateForNewEntry()).toEqual({ scrollKey: expect.any(String) });
    unmount();
    expect(stateForNewEntry()).toBeUndefined();
  });
});
