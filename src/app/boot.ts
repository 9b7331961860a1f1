import { startShop } from './start-shop';

/** Takes the page over (src/app/start-shop.tsx). */
export function boot(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  void startShop(root);
}
