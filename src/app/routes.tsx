import type { ComponentType, ReactNode } from 'react';
import { Route, Switch, useLocation, useParams } from 'wouter';
import { isUuid } from '../../contract/uuid';
import { NotFoundPage } from '../features/errors/not-found-page';
import { routeValidationError, unmatchedPathError } from '../features/errors/route-error';
import { LoginGuard, ProfileGuard, VerifyEmailGuard } from './guards';
import { lazyLayout, lazyPage } from '../lib/lazy-page';

const AccountLayout = lazyLayout(() => import('../features/account/account-layout'), 'AccountLayout');

// Spec §2: every route, each page in its own chunk.
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const FaqPage = lazyPage(() => import('../features/info/faq-page'), 'FaqPage');
const ErrorRoutePage = lazyPage(() => import('../features/errors/error-route-page'), 'ErrorRoutePage');
const CartPage = lazyPage(() => import('./cart-route'), 'CartRoute');
const LoginPage = lazyPage(() => import('../features/account/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/account/register-page'), 'RegisterPage');
const ContactPage = lazyPage(() => import('../features/info/contact-page'), 'ContactPage');
const ProfilePage = lazyPage(() => import('../features/account/profile-page'), 'ProfilePage');
const MyReviewsPage = lazyPage(() => import('../features/reviews/my-reviews-page'), 'MyReviewsPage');
const WishlistPage = lazyPage(() => import('../features/wishlist/wishlist-page'), 'WishlistPage');
const OrderHistoryPage = lazyPage(() => import('../features/orders/order-history-page'), 'OrderHistoryPage');
const OrderDetailsPage = lazyPage(() => import('../features/orders/order-details-page'), 'OrderDetailsPage');
const ProductNotFoundPage = lazyPage(
  () => import('../features/product/product-not-found-page'),
  'ProductNotFoundPage',
);
const ProductPage = lazyPage(() => import('../features/product/product-page'), 'ProductPage');
const ListingPage = lazyPage(() => import('../features/catalog/listing-page'), 'ListingPage');
const SalePage = lazyPage(() => import('../features/catalog/sale-page'), 'SalePage');
const SearchPage = lazyPage(() => import('../features/catalog/search-page'), 'SearchPage');
const VerificationPage = lazyPage(() => import('../features/account/verification-page'), 'VerificationPage');
const VerifyEmailPage = lazyPage(() => import('../features/account/verify-email-page'), 'VerifyEmailPage');
const HowToBuyPage = lazyPage(() => import('../features/info/how-to-buy-page'), 'HowToBuyPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/account/reset-password-page'),
  'ResetPasswordPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/account/forgot-password-page'),
  'ForgotPasswordPage',
);
const TermsPage = lazyPage(() => import('../features/info/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/info/privacy-page'), 'PrivacyPage');
// Issue 36: products side by side (/uporedi?proizvodi=12,34,56).
const ComparePage = lazyPage(() => import('../features/compare/compare-page'), 'ComparePage');
// The back office (issue 33): its own chunk, never part of a storefront page's download. Its folder
// sorts after src/app on purpose: modules under src/admin (before src/app) that import xstate or
// React reordered the start's vendor chunk and cost every start 0.4 KB gzip (rolldown's order).
const AdminApp = lazyPage(() => import('../back-office/admin-app'), 'AdminApp');
const OrderConfirmedPage = lazyPage(
  () => import('../features/orders/order-confirmed-page'),
  'OrderConfirmedPage',
);

/** /profil/istorija-kupovine/{orderId}: an id that is no order id fails route validation (404). */
function ValidOrderId({ children }: { children: ReactNode }) {
  const { orderId } = useParams<{ orderId: string }>();
  const [path] = useLocation();
  if (!isUuid(orderId)) return <NotFoundPage error={routeValidationError(path)} />;
  return <>{children}</>;
}

/** Spec §2: the paths starting with /profil, behind the profile guard, in the account layout. */
function ProfileArea({ page: Page }: { page: ComponentType }) {
  return (
    <ProfileGuard>
      <AccountLayout>
        <Page />
      </AccountLayout>
    </ProfileGuard>
  );
}

function Fallback() {
  const [path] = useLocation();
  return <NotFoundPage error={unmatchedPathError(path)} />;
}

/** The 26 routes of spec §2 with their guards (DESIGN §3). */
export function ShopRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/faq" component={FaqPage} />
      <Route path="/error" component={ErrorRoutePage} />
      <Route path="/korpa" component={CartPage} />
      <Route path="/login">
        <LoginGuard>
          <LoginPage />
        </LoginGuard>
      </Route>
      <Route path="/register">
        <LoginGuard>
          <RegisterPage />
        </LoginGuard>
      </Route>
      <Route path="/kontakt" component={ContactPage} />
      <Route path="/profil">
        <ProfileArea page={ProfilePage} />
      </Route>
      <Route path="/profil/ocene">
        <ProfileArea page={MyReviewsPage} />
      </Route>
      <Route path="/profil/lista-zelja">
        <ProfileArea page={WishlistPage} />
      </Route>
      <Route path="/profil/istorija-kupovine">
        <ProfileArea page={OrderHistoryPage} />
      </Route>
      <Route path="/profil/istorija-kupovine/:orderId">
        <ValidOrderId>
          <ProfileArea page={OrderDetailsPage} />
        </ValidOrderId>
      </Route>
      <Route path="/proizvod/404" component={ProductNotFoundPage} />
      <Route path="/proizvod/:slug" component={ProductPage} />
      <Route path="/proizvodi" component={ListingPage} />
      <Route path="/proizvodi/pretraga" component={SearchPage} />
      <Route path="/proizvodi/:slug" component={ListingPage} />
      <Route path="/akcija" component={SalePage} />
      <Route path="/verification" component={VerificationPage} />
      <Route path="/verify-email">
        <VerifyEmailGuard>
          <VerifyEmailPage />
        </VerifyEmailGuard>
      </Route>
      <Route path="/kako-kupovati" component={HowToBuyPage} />
      <Route path="/reset-password">
        <LoginGuard>
          <ResetPasswordPage />
        </LoginGuard>
      </Route>
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/uslovi-koriscenja" component={TermsPage} />
      <Route path="/politika-privatnosti" component={PrivacyPage} />
      <Route path="/potvrdjena-kupovina" component={OrderConfirmedPage} />
      <Route path="/uporedi" component={ComparePage} />
      <Route path="/admin" nest component={AdminApp} />
      <Route path="/*" component={Fallback} />
    </Switch>
  );
}
