import { Link } from 'wouter';
import { CategoryMenu } from './category-menu';
import { HeaderActions } from './header-actions';
import { ScriptSwitch } from './script-switch';
import { SearchBox } from './search-box';

/**
 * Spec §2 shop header: logo, search with suggestions, account, wishlist, cart, category menu; and
 * the Latin/Cyrillic switch.
 */
export function ShopHeader() {
  return (
    <header className="shop-header">
      <div className="container shop-header-row">
        <Link href="/" className="logo" aria-label="Prodavnica, početna stranica">
          Prodavnica
        </Link>
        <SearchBox />
        <div className="header-tools">
          <ScriptSwitch />
          <HeaderActions />
        </div>
      </div>
      <CategoryMenu />
    </header>
  );
}
