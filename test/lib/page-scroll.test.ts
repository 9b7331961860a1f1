// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollAfterNavigation, startPageScroll, stateForNewEntry } from '../../src/lib/page-scroll';

/** The page is scrolled to y (the browser's own number, which jsdom keeps at 0). */
const scrolledTo = (y: number) => vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);

/** An element's top and height on screen. */
const placed = (selector: string, top: number, height = 0) =>
  vi
    .spyOn(document.querySelector(selector) as Element, 'getBoundingClientRect')
    .mockReturnValue({ top, height } as DOMRect);

/** Back, as the browser does it: the previous entry, then popstate. */
const back = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.back();
  });

const nextFrame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));

describe('page scroll: the scroll memory over the real window', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  let stops: (() => void)[];

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    stops = [];
    document.body.innerHTML = '';
  });

  afterEach(() => {
    for (const stop of stops) stop();
    vi.restoreAllMocks();
  });

  const start = () => {
    const stop = startPageScroll();
    stops.push(stop);
    return stop;
  };

  it('opens a new page at its top, and Back returns to where the shopper was', async () => {
    start();
    scrolledTo(1700);
    window.history.pushState(stateForNewEntry(), '', '/proizvod/frizider-polar');
    scrollAfterNavigation('/proizvodi/frizideri', '/proizvod/frizider-polar');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(0);
    await back();
    // The returned-to page is measured in the next frame, once the router has rendered it.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1700);
  });

  it('opens the next page of a list at the list’s top, below the sticky header', () => {
    document.body.innerHTML =
      '<header class="shop-header" style="position: sticky"></header><section data-list-top></section>';
    placed('.shop-header', 0, 64);
    placed('[data-list-top]', -1500); // 500 from the page's top, the page scrolled to 2000
    scrolledTo(2000);
    start();
    scrollAfterNavigation('/proizvodi/frizideri', '/proizvodi/frizideri?page=2');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 436);
  });

  it('a header that does not stick, or none, covers nothing', () => {
    document.body.innerHTML = '<header class="shop-header"></header><section data-list-top></section>';
    placed('.shop-header', 0, 64);
    placed('[data-list-top]', -1500);
    scrolledTo(2000);
    start();
    scrollAfterNavigation('/proizvodi/frizideri', '/proizvodi/frizideri?page=2');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);

    document.querySelector('.shop-header')?.remove();
    scrollAfterNavigation('/proizvodi/frizideri?page=2', '/proizvodi/frizideri?page=3');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
  });

  it('a page without a list keeps its place on a new page number', () => {
    scrolledTo(2000);
    start();
    scrollAfterNavigation('/pretraga?q=frizider', '/pretraga?q=frizider&page=2');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('after the stop, Back scrolls nothing and new entries get no key', async () => {
    const stop = start();
    scrolledTo(1700);
    window.history.pushState(stateForNewEntry(), '', '/proizvod/x');
    stop();
    expect(stateForNewEntry()).toBeUndefined();
    await back();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a stale stop of an earlier start leaves the newer one running', () => {
    const stopEarlier = start();
    start();
    stopEarlier();
    expect(stateForNewEntry()).toEqual({ scrollKey: expect.any(String) });
  });
});
