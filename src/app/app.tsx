import { Suspense } from 'react';
import { Router, useLocation } from 'wouter';
import { PageLoading } from '../components/ui/status';
import { ShopLayout } from '../features/layout/shop-layout';
import { useShopLocation } from '../lib/app-version';
import { ShopProvider } from '../lib/shop-context';
import { ShopErrorBoundary } from './error-boundary';
import { ShopRoutes } from './routes';

/** The routes under the error page; a new location starts afresh, so leaving an error page works. */
function RoutedPages() {
  const [location] = useLocation();
  return (
    <ShopErrorBoundary location={location}>
      <Suspense fallback={<PageLoading />}>
        <ShopRoutes />
      </Suspense>
    </ShopErrorBoundary>
  );
}

/** The shop: its root actor, the router, the error page and the routes inside the shop layout. */
export function App() {
  return (
    <ShopProvider>
      <Router hook={useShopLocation}>
        <ShopLayout>
          <RoutedPages />
        </ShopLayout>
      </Router>
    </ShopProvider>
  );
}
