import { createContext, useContext } from 'react';
import type { Browser } from '../actors/browser';

/** The browser the root actor's machines act on, for logic a page brings along (an account flow). */
export const ShopBrowserContext = createContext<Browser | null>(null);

export function useShopBrowser(): Browser {
  const browser = useContext(ShopBrowserContext);
  if (!browser) throw new Error('useShopBrowser: outside ShopProvider');
  return browser;
}
