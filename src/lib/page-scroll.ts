import { type ScrollMemory, startScrollMemory } from './scroll-memory';

/** The shop's scroll memory over the real window (./scroll-memory.ts); null until the shop starts it. */
let memory: ScrollMemory | null = null;

/** A sticky header covers the top of the page: a list's top is scrolled to below it. */
function stickyHeaderHeight(): number {
  const header = document.querySelector('.shop-header');
  return header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
}

/** Starts remembering scroll positions; returns the stop. */
export function startPageScroll(): () => void {
  memory = startScrollMemory({
    history: window.history,
    get scrollY() {
      return window.scrollY;
    },
    get innerHeight() {
      return window.innerHeight;
    },
    scrollTo: (x, y) => window.scrollTo(x, y),
    pageHeight: () => document.documentElement.scrollHeight,
    listTop: () => {
      const list = document.querySelector('[data-list-top]');
      return list ? list.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight() : null;
    },
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    now: () => performance.now(),
  });
  const started = memory;
  return () => {
    started.stop();
    if (memory === started) memory = null;
  };
}

/** The history state a new entry gets (its scroll key), or none before the shop started. */
export const stateForNewEntry = (): { scrollKey: string } | undefined => memory?.stateForNewEntry();

/** After a soft navigation: the new page at its top, the next page of a list at the list's top. */
export const scrollAfterNavigation = (from: string, to: string): void => memory?.navigated(from, to);
