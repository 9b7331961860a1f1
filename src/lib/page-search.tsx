import { lazy, Suspense } from 'react';
import { PlainSearchForm } from '../components/ui/plain-search-form';
import { ShopContext } from './shop-context';

// The search box's form machine joins with the page that shows it (an error page, whose boundary
// is in the start), not with every start; until it arrives, the browser's own form does the same
// search.
const SearchForm = lazy(() => import('./search-form').then((module) => ({ default: module.SearchForm })));

/** A page's search box: the shop's form once it has loaded, the browser's own outside the shop. */
export function PageSearch({ label }: { label: string }) {
  const inShop = ShopContext.useIsPresent();
  if (!inShop) return <PlainSearchForm label={label} />;
  return (
    <Suspense fallback={<PlainSearchForm label={label} />}>
      <SearchForm label={label} />
    </Suspense>
  );
}
