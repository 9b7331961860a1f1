/**
 * Where the page is scrolled, per history entry: a new page opens at its top, the next page of a
 * list opens at the list's top, and Back or Forward return to where the shopper was, once the page
 * is tall enough again (its data arrives after the navigation). The browser's own restoration
 * cannot wait for that, so it is turned off. A shopper who scrolls, touches or types while Back
 * still waits has taken over: the wait ends there, so a late list never pulls the page away.
 */

/** The parts of the browser this needs; tests give a fake. */
export type ScrollWindow = {
  history: Pick<History, 'state' | 'replaceState'> & { scrollRestoration: ScrollRestoration };
  readonly scrollY: number;
  readonly innerHeight: number;
  scrollTo(x: number, y: number): void;
  /** The page's scrollable height. */
  pageHeight(): number;
  /** Where the list a paged address shows starts (its top, below a sticky header), or null. */
  listTop(): number | null;
  addEventListener(type: WindowEvent, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: WindowEvent, listener: () => void): void;
  requestAnimationFrame(callback: () => void): number;
  now(): number;
};

/** The shopper's own input, which ends a Back still waiting for its page. */
export const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown'] as const;
type WindowEvent = 'scroll' | 'popstate' | (typeof SHOPPER_INPUT)[number];

/**
 * How long Back waits for the page to grow tall enough before it scrolls as far as it can: a list
 * on a slow phone or a busy server arrives late, and the shopper's own input ends the wait sooner.
 */
export const RESTORE_WAIT_MS = 10_000;

type EntryState = { scrollKey?: string } | null;

export type ScrollMemory = {
  /** The history state for a new entry (its own key). */
  stateForNewEntry(): { scrollKey: string };
  /** After a navigation from `from` to `to` (path and query): top of the page, or of the list. */
  navigated(from: string, to: string): void;
  stop(): void;
};

let counter = 0;
const newKey = () => {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
};

const pathOf = (address: string) => address.split('?')[0];
const pageOf = (address: string) => new URLSearchParams(address.split('?')[1] ?? '').get('page') ?? '1';

export function startScrollMemory(win: ScrollWindow): ScrollMemory {
  const positions = new Map<string, number>();
  let restoring = 0;
  const keyOf = () => (win.history.state as EntryState)?.scrollKey;

  win.history.scrollRestoration = 'manual';
  if (!keyOf()) win.history.replaceState({ ...(win.history.state ?? {}), scrollKey: newKey() }, '');

  const remember = () => {
    const key = keyOf();
    if (key) positions.set(key, win.scrollY);
  };

  const restore = () => {
    const target = positions.get(keyOf() ?? '') ?? 0;
    restoring += 1;
    const attempt = restoring;
    const started = win.now();
    const step = () => {
      if (attempt !== restoring) return; // another navigation took over
      const tallEnough = target <= 0 || win.pageHeight() - win.innerHeight >= target;
      if (tallEnough || win.now() - started >= RESTORE_WAIT_MS) win.scrollTo(0, target);
      else win.requestAnimationFrame(step);
    };
    // Popstate comes before the router renders the entry it returns to: measured now, the page
    // would still be the one being left, and a tall product page would take the scroll.
    win.requestAnimationFrame(step);
  };

  const shopperTookOver = () => {
    restoring += 1;
  };

  win.addEventListener('scroll', remember, { passive: true });
  win.addEventListener('popstate', restore);
  for (const type of SHOPPER_INPUT) win.addEventListener(type, shopperTookOver, { passive: true });

  return {
    stateForNewEntry: () => {
      remember();
      return { scrollKey: newKey() };
    },
    navigated: (from, to) => {
      restoring += 1;
      if (pathOf(from) !== pathOf(to)) {
        win.scrollTo(0, 0);
        return;
      }
      const listTop = win.listTop();
      if (pageOf(from) !== pageOf(to) && listTop !== null && win.scrollY > listTop) win.scrollTo(0, listTop);
    },
    stop: () => {
      restoring += 1;
      win.removeEventListener('scroll', remember);
      win.removeEventListener('popstate', restore);
      for (const type of SHOPPER_INPUT) win.removeEventListener(type, shopperTookOver);
    },
  };
}
