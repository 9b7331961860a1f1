import { PageHeading } from '../../components/ui/page-heading';
import { useIsVerified } from '../../lib/shop-selectors';
import { WishlistContent } from './wishlist-content';
import { WishlistVerifyNotice } from './wishlist-verify-notice';
import './wishlist.css';

/** /profil/lista-zelja: a verified user's wishlist (spec §6); others learn how to verify (DESIGN §3). */
export function WishlistPage() {
  const verified = useIsVerified();
  return (
    <div className="wishlist-page">
      <PageHeading>Lista želja</PageHeading>
      {verified ? <WishlistContent /> : <WishlistVerifyNotice />}
    </div>
  );
}
