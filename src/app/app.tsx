import { Suspense } from 'react';
import { Router, useLocation } from 'wouter';
import { PageLoading } from '../components/ui/status';
import type { ConsentState } from '../features/consent/consent-store';
import { ServedConsentContext } from '../features/consent/use-consent';
import { ShopLayout } from './shop-layout';
import { useShopLocation } from '../lib/app-version';
import { PageHydrated } from '../lib/page-hydrated';
import { type PageReads, PageReadsContext } from '../lib/page-reads';
import { type Shop, ShopProvider } from '../lib/shop-context';
import { ShopErrorBoundary } from './error-boundary';
import { RenderedPartsContext } from '../lib/lazy-page';
import { ShopRoutes } from './routes';

/**
 * The routes under the error page; a new location starts afresh, so leaving an error page works.
 * The page boundary says when it is hydrated, also when its page failed.
 */
function RoutedPages() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      <ShopErrorBoundary location={location}>
        <ShopRoutes />
      </ShopErrorBoundary>
      <PageHydrated />
    </Suspense>
  );
}

export type AppProps = {
  /** The root actor: the server's (never started); in the browser the provider makes its own. */
  shop?: Shop;
  /** In the browser: the root actor made before the page was taken over (src/app/start-shop.tsx). */
  browserShop?: Shop;
  /** On the server: the page's address (path and ?query), which the browser reads from its location. */
  ssrPath?: string;
  /** The reads the page is rendered with (src/lib/page-reads.ts). */
  reads?: PageReads;
  /** On the server: collects the lazily loaded parts the page shows (src/lib/lazy-page.ts). */
  renderedParts?: Set<string>;
  /** On the server: the cookie choice the request holds (the banner shows without one). */
  consent?: ConsentState;
};

/** The shop: its root actor, the router, the error page and the routes inside the shop layout. */
export function App({ shop, browserShop, ssrPath, reads, renderedParts, consent }: AppProps) {
  const app = (
    <RenderedPartsContext.Provider value={renderedParts ?? null}>
      <ServedConsentContext.Provider value={consent ?? null}>
        <ShopProvider shop={shop} browserShop={browserShop}>
          <Router hook={useShopLocation} {...(ssrPath === undefined ? {} : { ssrPath })}>
            <ShopLayout>
              <RoutedPages />
            </ShopLayout>
          </Router>
        </ShopProvider>
      </ServedConsentContext.Provider>
    </RenderedPartsContext.Provider>
  );
  return reads ? <PageReadsContext.Provider value={reads}>{app}</PageReadsContext.Provider> : app;
}
