import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isAdminPath } from '../../contract/page-head';
import { MiniCart } from '../features/cart/mini-cart';
import { ConsentSettingsButton } from '../features/consent/consent-settings-button';
import { CookieConsent } from '../features/consent/cookie-consent';
import { ShopFooter } from '../features/layout/shop-footer';
import { ShopHeader } from '../features/layout/shop-header';
import '../features/layout/layout.css';

/** Spec §2 shop layout: skip link, header, the page, footer, the mini-cart and the cookie banner (DESIGN §3). */
export function ShopLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // The back office (/admin…) has a layout of its own.
  if (isAdminPath(location)) return <>{children}</>;
  return (
    <>
      <a className="skip-link" href="#sadrzaj">
        Preskoči na sadržaj
      </a>
      <ShopHeader />
      <main id="sadrzaj" className="page container" tabIndex={-1}>
        {children}
      </main>
      <ShopFooter consentSettings={<ConsentSettingsButton />} />
      <MiniCart />
      <CookieConsent />
    </>
  );
}
