import { Link } from 'wouter';
import { CategoryMenu } from './category-menu';
import { HeaderActions } from './header-actions';
import { SearchBox } from './search-box';

/** Spec §2 shop header: logo, search with suggestions, account, wishlist, cart, category menu. */
export function ShopHeader() {
  return (
    <header className="shop-header">
      <div className="container shop-header-row">
        <Link href="/" className="logo" aria-label="Prodavnica, početna stranica">
          Prodavnica
        </Link>
        <SearchBox />
        <HeaderActions />
      </div>
      <CategoryMenu />
    </header>
  );
}
