import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { stateForNewEntry } from '../../src/lib/page-scroll';
import { makeBrowserShop } from '../../src/lib/shop-context';
import { answerLikeTheServer, renderApp } from '../utils/render-app';

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

  it('runs the shop on the root actor made before the page was taken over, and starts it', async () => {
    answerLikeTheServer();
    const shop = await makeBrowserShop();
    const moves: unknown[] = [];
    shop.actor.subscribe((snapshot) => moves.push(snapshot.value));
    render(
      <StrictMode>
        <App browserShop={shop} />
      </StrictMode>,
    );
    expect(await homeHeading()).toBeTruthy();
    // That actor, not one the provider made, starts the session, and the wiring beside it runs.
    await waitFor(() => expect(moves.length).toBeGreaterThan(0));
    expect(stateForNewEntry()).toEqual({ scrollKey: expect.any(String) });
  });
});
