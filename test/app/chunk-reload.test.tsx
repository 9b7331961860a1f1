import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine, setup, spawnChild, toPromise, waitFor } from 'xstate';
import { ShopErrorBoundary } from '../../src/app/error-boundary';
import { lazyPage } from '../../src/lib/lazy-page';
import { lateSlot } from '../../src/lib/late-logic';
import { loadPart } from '../../src/lib/shop-logic';
import { recordPageLoads } from '../utils/page-loads';
import { renderApp } from '../utils/render-app';

/*
 * Spec §4 / DESIGN §3: a page chunk that fails to load reloads the page, at most once per 10 s per
 * path; after that the failure is real and the error page shows. Rendered as the shop renders its
 * routes: a lazy page under Suspense under the shop's error boundary.
 */

const person =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let loads: ReturnType<typeof recordPageLoads>;
let clock: number;

beforeEach(() => {
  loads = recordPageLoads();
  clock = 1_700_000_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  // React reports the caught error on the console; a failure that is not reloaded is logged too.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A lazy page whose chunk the browser could not fetch, as Chromium reports it. */
const unreachablePage = () =>
  lazyPage(
    () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/cart-page-1a2b.js')),
    'CartPage',
  );

/** Opens `path` with its page's chunk unreachable; resolves once the boundary has caught it. */
async function openUnreachable(path: string) {
  window.history.replaceState(null, '', path);
  const Page = unreachablePage();
  const view = render(
    <ShopErrorBoundary userAgent={person} location={path}>
      <Suspense fallback={<p>Učitavanje…</p>}>
        <Page />
      </Suspense>
    </ShopErrorBoundary>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Došlo je do greške' });
  return view;
}

describe('spec §4: a failed page chunk reloads the page at most once per 10 seconds per path', () => {
  it('the first failure of a lazy page’s chunk reloads the page', async () => {
    await openUnreachable('/korpa');
    expect(loads.reload).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalledWith('Greška pri prikazu stranice', expect.anything());
  });

  it('a second failure on the same path 9.999 s later does not reload: the error page stays and the error is logged', async () => {
    (await openUnreachable('/korpa')).unmount();
    clock += 9_999;
    await openUnreachable('/korpa');
    expect(loads.reload).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Greška pri prikazu stranice', expect.any(TypeError));
  });

  it('10 s after the last reload the same path reloads once more', async () => {
    (await openUnreachable('/korpa')).unmount();
    clock += 10_000;
    await openUnreachable('/korpa');
    expect(loads.reload).toHaveBeenCalledTimes(2);
  });

  it('another path has its own 10 s', async () => {
    (await openUnreachable('/korpa')).unmount();
    clock += 500;
    await openUnreachable('/proizvodi');
    expect(loads.reload).toHaveBeenCalledTimes(2);
  });

  it('outside a working shop the error page still searches: the browser sends its own form', async () => {
    (await openUnreachable('/korpa')).unmount();
    clock += 5_000;
    await openUnreachable('/korpa');
    const form = screen.getByRole('searchbox', { name: 'Pretražite proizvode' }).closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([
      '/proizvodi/pretraga',
      'get',
    ]);
  });

  it('a page that fails to render for another reason does not reload', async () => {
    const Broken = lazyPage(
      () =>
        Promise.resolve({
          CartPage: () => {
            throw new Error('Cannot read properties of undefined');
          },
        }),
      'CartPage',
    );
    render(
      <ShopErrorBoundary userAgent={person} location="/korpa">
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ShopErrorBoundary>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Došlo je do greške' });
    expect(loads.reload).not.toHaveBeenCalled();
  });

  it('the shop reloads for a chunk Vite failed to preload (vite:preloadError), and tells Vite it did', async () => {
    renderApp('/korpa');
    await screen.findByRole('heading', { level: 1, name: 'Korpa' });
    const failure = new Event('vite:preloadError', { cancelable: true });
    Object.assign(failure, { payload: new Error('Unable to preload CSS for /assets/cart-page-1a2b.css') });
    window.dispatchEvent(failure);
    expect(loads.reload).toHaveBeenCalledTimes(1);
    expect(failure.defaultPrevented).toBe(true);
    // Within the 10 s the same failure is left to Vite (which throws it to the page).
    const again = new Event('vite:preloadError', { cancelable: true });
    Object.assign(again, { payload: new Error('Unable to preload CSS for /assets/cart-page-1a2b.css') });
    window.dispatchEvent(again);
    expect(loads.reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });
});

describe('a machine that joins the shop from its own chunk (the wishlist, the checkout)', () => {
  const chunkGone = () =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/checkout-part-1a2b.js'),
    );

  it('reloads the page once when its chunk is gone, and fails so the shop logs it', async () => {
    window.history.replaceState(null, '', '/korpa');
    await expect(toPromise(createActor(loadPart('checkout', chunkGone)).start())).rejects.toThrow(
      /dynamically imported/,
    );
    expect(loads.reload).toHaveBeenCalledTimes(1);
    await expect(toPromise(createActor(loadPart('checkout', chunkGone)).start())).rejects.toThrow();
    expect(loads.reload).toHaveBeenCalledTimes(1);
  });

  it('any other failure reloads nothing; a chunk that arrives fills its slot', async () => {
    const broken = () => Promise.reject(new Error('checkoutLogic is not a function'));
    await expect(toPromise(createActor(loadPart('checkout', broken)).start())).rejects.toThrow(
      'checkoutLogic',
    );
    expect(loads.reload).not.toHaveBeenCalled();
    const machine = createMachine({ id: 'part' });
    // A parent that names the slot, loads the chunk, then spawns the slot by name.
    const parent = createActor(
      setup({
        actors: { load: loadPart('part', async () => machine), part: lateSlot('part') },
      }).createMachine({
        invoke: { src: 'load', onDone: { actions: spawnChild('part', { id: 'part' }) } },
      }),
    ).start();
    await waitFor(parent, (snapshot) => snapshot.children.part !== undefined);
    expect((parent.getSnapshot().children.part as AnyActorRef).getSnapshot().machine).toBe(machine);
    expect(loads.reload).not.toHaveBeenCalled();
  });
});
