import { reloadForChunkError } from '../lib/chunk-reload';
import '../styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Takes the page over; a shop whose code a new build replaced meanwhile reloads once (spec §4). */
function takeOver(page: HTMLElement): void {
  import('./start-shop')
    .then(({ startShop }) => startShop(page))
    .catch((error: unknown) => {
      if (!reloadForChunkError(error)) console.error(error);
    });
}

// The page the server rendered paints first; the shop's code loads and takes it over right after
// that first frame, so a slow phone shows the page before it runs any of it.
requestAnimationFrame(() => setTimeout(() => takeOver(root), 0));
