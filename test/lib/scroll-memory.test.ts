import { describe, expect, it } from 'vitest';
import {
  RESTORE_WAIT_MS,
  SHOPPER_INPUT,
  type ScrollMemory,
  type ScrollWindow,
  startScrollMemory,
} from '../../src/lib/scroll-memory';

/** A window with history entries, a page height the test grows, and frames the test runs. */
function aWindow({ listTop = 300, first = null }: { listTop?: number | null; first?: unknown } = {}) {
  const entries: unknown[] = [first];
  let index = 0;
  const listeners: Record<'scroll' | 'popstate' | (typeof SHOPPER_INPUT)[number], (() => void)[]> = {
    scroll: [],
    popstate: [],
    wheel: [],
    touchstart: [],
    keydown: [],
  };
  const options: Record<string, AddEventListenerOptions | undefined> = {};
  const frames: (() => void)[] = [];
  const state = { y: 0, height: 5000, now: 0 };
  const win: ScrollWindow = {
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[index];
      },
      replaceState: (next: unknown) => {
        entries[index] = next;
      },
    },
    get scrollY() {
      return state.y;
    },
    innerHeight: 800,
    scrollTo: (_x, y) => {
      state.y = y;
    },
    pageHeight: () => state.height,
    listTop: () => listTop,
    addEventListener: (type, listener, given) => {
      listeners[type].push(listener);
      options[type] = given;
    },
    removeEventListener: (type, listener) => {
      listeners[type] = listeners[type].filter((known) => known !== listener);
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    now: () => state.now,
  };
  return {
    win,
    state,
    listeners,
    options,
    /** The shopper scrolls to y. */
    scroll(y: number) {
      state.y = y;
      for (const listener of listeners.scroll) listener();
    },
    push(next: unknown) {
      entries.splice(index + 1, entries.length, next);
      index += 1;
    },
    back() {
      index -= 1;
      for (const listener of listeners.popstate) listener();
    },
    /** The shopper's own input: a wheel, a touch or a key. */
    input(type: (typeof SHOPPER_INPUT)[number]) {
      for (const listener of listeners[type]) listener();
    },
    /** Runs the frames waiting now. */
    frame() {
      for (const callback of frames.splice(0)) callback();
    },
  };
}

/** The shopper follows a link from `from` to `to`: a new history entry, then the navigation. */
function follow(page: ReturnType<typeof aWindow>, memory: ScrollMemory, from: string, to: string) {
  page.push(memory.stateForNewEntry());
  memory.navigated(from, to);
}

/** Scrolled to 3000 in a list, on to a product, then Back while the list (900 tall) still loads. */
function backWhileTheListLoads() {
  const page = aWindow();
  const memory = startScrollMemory(page.win);
  page.scroll(3000);
  follow(page, memory, '/proizvodi', '/proizvod/x');
  page.state.height = 900;
  page.back();
  return { page, memory };
}

describe('scroll memory', () => {
  it('turns the browser’s own restoration off and gives the first entry a key', () => {
    const page = aWindow();
    startScrollMemory(page.win);
    expect(page.win.history.scrollRestoration).toBe('manual');
    expect(page.win.history.state).toEqual({ scrollKey: expect.any(String) });
  });

  it('opens a new page at its top, and Back returns to where the shopper was', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    page.scroll(1700);
    follow(page, memory, '/proizvodi/frizideri', '/proizvod/frizider-polar');
    expect(page.state.y).toBe(0);
    page.scroll(400);
    page.back();
    page.frame();
    expect(page.state.y).toBe(1700);
  });

  it('Back measures the page it returns to, in the next frame, not the tall page it leaves', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    page.scroll(1700);
    follow(page, memory, '/proizvodi?page=2', '/proizvod/frizider-polar');
    page.back(); // the product page (5000 tall) is still shown
    expect(page.state.y).toBe(0);
    page.state.height = 1200; // the router renders the list, still loading
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.height = 3500; // its products arrive
    page.frame();
    expect(page.state.y).toBe(1700);
  });

  it('Back waits for the page to grow tall enough (its data arrives later), up to a limit', () => {
    const { page, memory } = backWhileTheListLoads();
    expect(page.state.y).toBe(0);
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.height = 4000;
    page.frame();
    expect(page.state.y).toBe(3000);

    // A page that never grows: after the wait, as far as it goes.
    follow(page, memory, '/proizvodi', '/proizvod/y');
    page.state.height = 900;
    page.back();
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.now += RESTORE_WAIT_MS;
    page.frame();
    expect(page.state.y).toBe(3000);
  });

  it('the next page of a list opens at the list’s top; a filter or sort keeps the place', () => {
    const page = aWindow({ listTop: 300 });
    const memory = startScrollMemory(page.win);
    page.scroll(2400);
    memory.navigated('/proizvodi/frizideri', '/proizvodi/frizideri?page=2');
    expect(page.state.y).toBe(300);
    page.scroll(900);
    memory.navigated('/proizvodi/frizideri?page=2', '/proizvodi/frizideri?page=2&sort=price_asc');
    expect(page.state.y).toBe(900);
    // Already above the list: nothing moves.
    page.scroll(100);
    memory.navigated('/proizvodi/frizideri?page=2', '/proizvodi/frizideri?page=3');
    expect(page.state.y).toBe(100);
  });

  it('a list without a page in its address is its first page: a sort from ?page=1 keeps the place', () => {
    const page = aWindow({ listTop: 300 });
    const memory = startScrollMemory(page.win);
    page.scroll(900);
    memory.navigated('/proizvodi/frizideri?page=1', '/proizvodi/frizideri?sort=price_asc');
    expect(page.state.y).toBe(900);
  });

  it.each(SHOPPER_INPUT)(
    'a Back still waiting gives up once the shopper takes over (%s): the late list does not pull the page',
    (input) => {
      const { page } = backWhileTheListLoads();
      page.frame();
      page.input(input);
      page.state.height = 5000;
      page.frame();
      expect(page.state.y).toBe(0);
      expect(page.options[input]).toEqual({ passive: true });
    },
  );

  it('a Back on a slow connection still returns to the place when its list arrives after several seconds', () => {
    const { page } = backWhileTheListLoads();
    page.state.now += 6000;
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.height = 4000;
    page.frame();
    expect(page.state.y).toBe(3000);
  });

  it('stops listening when stopped: Back no longer scrolls', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    page.scroll(500);
    follow(page, memory, '/proizvodi', '/proizvod/x');
    memory.stop();
    page.back();
    expect(page.state.y).toBe(0);
    expect(page.listeners).toEqual({ scroll: [], popstate: [], wheel: [], touchstart: [], keydown: [] });
  });

  it('a Back still waiting for the page to grow gives up when the memory stops', () => {
    const { page, memory } = backWhileTheListLoads();
    memory.stop();
    page.state.height = 4000;
    page.frame();
    expect(page.state.y).toBe(0);
  });

  it('keeps the key and the router’s state an entry already has', () => {
    const keyed = aWindow({ first: { scrollKey: 'k1' } });
    startScrollMemory(keyed.win);
    expect(keyed.win.history.state).toEqual({ scrollKey: 'k1' });

    const routed = aWindow({ first: { usr: { from: '/korpa' }, key: 'r1' } });
    startScrollMemory(routed.win);
    expect(routed.win.history.state).toEqual({
      usr: { from: '/korpa' },
      key: 'r1',
      scrollKey: expect.any(String),
    });
  });

  it('listens to scrolling passively, so it never holds the scroll up', () => {
    const page = aWindow();
    startScrollMemory(page.win);
    expect(page.options.scroll).toEqual({ passive: true });
  });

  it('remembers the place at the moment of leaving, even before a scroll event reports it', () => {
    const page = aWindow({ listTop: 300 });
    const memory = startScrollMemory(page.win);
    page.scroll(2400);
    follow(page, memory, '/proizvodi/frizideri', '/proizvodi/frizideri?page=2');
    expect(page.state.y).toBe(300);
    // Straight on to a product from the list's top: no scroll event came in between.
    follow(page, memory, '/proizvodi/frizideri?page=2', '/proizvod/frizider-polar');
    page.back();
    page.frame();
    expect(page.state.y).toBe(300);
  });

  it('Back scrolls as soon as the page is exactly tall enough, not before', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    page.scroll(3000);
    follow(page, memory, '/proizvodi', '/proizvod/x');
    page.state.height = 3799; // 800 of it is the window
    page.back();
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.height = 3800;
    page.frame();
    expect(page.state.y).toBe(3000);
  });

  it('Back waits the full limit however long the shop has been open', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    page.scroll(3000);
    follow(page, memory, '/proizvodi', '/proizvod/x');
    page.state.now = 60_000;
    page.state.height = 900;
    page.back();
    page.state.now += RESTORE_WAIT_MS - 1;
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.now += 1;
    page.frame();
    expect(page.state.y).toBe(3000);
  });

  it('Back to the top of a page still shorter than the window does not pull the shopper up later', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    follow(page, memory, '/korpa', '/proizvod/x');
    page.state.height = 500;
    page.back();
    page.frame();
    expect(page.state.y).toBe(0);
    page.state.height = 5000;
    page.scroll(200);
    page.frame();
    expect(page.state.y).toBe(200);
  });

  it('a link clicked while Back still waits, and a Back after it, win over that first Back', () => {
    const page = aWindow();
    const memory = startScrollMemory(page.win);
    page.scroll(1000);
    follow(page, memory, '/proizvodi', '/proizvod/x');
    page.state.height = 900;
    page.back(); // waits: the list is not there yet
    // At once the shopper opens another product from the list's top, then comes Back to it.
    follow(page, memory, '/proizvodi', '/proizvod/y');
    page.back();
    page.state.height = 5000;
    page.frame();
    expect(page.state.y).toBe(0);
  });
});
