import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload';
import '../styles/base.css';

/** Takes the page over; a shop whose code a new build replaced meanwhile reloads once (spec §4). */
function takeOver(): void {
  import('./boot')
    .then(({ boot }) => boot())
    .catch((error: unknown) => {
      if (isChunkLoadError(error))
        reloadOnceForChunkError(window.location.pathname, {
          storage: window.sessionStorage,
          now: Date.now,
          reload: () => window.location.reload(),
        });
      else console.error(error);
    });
}

// The page the server rendered paints first; the shop's code loads and takes it over right after
// that first frame, so a slow phone shows the page before it runs any of it.
requestAnimationFrame(() => setTimeout(takeOver, 0));
