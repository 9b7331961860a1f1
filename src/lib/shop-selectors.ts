import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { User } from '../../contract/auth';
import type { accountMachine } from '../../machines/account/account.machine';
import type { authMachine } from '../../machines/auth/auth.machine';
import {
  type GuardDecision,
  selectIsLoggedIn,
  selectIsVerified,
  selectLoginGuard,
  selectProfileGuard,
  selectUser,
} from '../../machines/auth/auth.selectors';
import type { cartMachine } from '../../machines/cart/cart.machine';
import { type PromoTotals, selectItemCount, selectTotals } from '../../machines/cart/cart.selectors';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { emailVerificationMachine } from '../../machines/email-verification/email-verification.machine';
import type { miniCartMachine } from '../../machines/mini-cart/mini-cart.machine';
import type { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import type { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine';
import type { verifyEmailMachine } from '../../machines/verify-email/verify-email.machine';
import type { scriptMachine } from '../../machines/script/script.machine';
import { selectScript } from '../../machines/script/script.selectors';
import type { Script } from '../../machines/script/script.types';
import { systemIds } from '../../machines/shared/system';
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import { selectWishlistCount } from '../../machines/wishlist/wishlist.selectors';
import { ShopContext } from './shop-context';

/** The root actor's children, for views that send them events or read them with useSelector. */
export function useShopActors() {
  const { system } = ShopContext.useActorRef();
  return {
    auth: system.get(systemIds.auth) as ActorRefFrom<typeof authMachine>,
    account: system.get(systemIds.account) as ActorRefFrom<typeof accountMachine>,
    cart: system.get(systemIds.cart) as ActorRefFrom<typeof cartMachine>,
    miniCart: system.get(systemIds.miniCart) as ActorRefFrom<typeof miniCartMachine>,
    script: system.get(systemIds.script) as ActorRefFrom<typeof scriptMachine>,
  };
}

/** A child that joins the system when first needed (machines/app): undefined until then. */
function usePart<TActor extends AnyActorRef>(id: string): TActor | undefined {
  return ShopContext.useSelector(
    (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>)[id],
  ) as TActor | undefined;
}

/** The checkout, once the cart page opened it (app.checkout.open); undefined until then. */
export const useCheckoutActor = () => usePart<ActorRefFrom<typeof checkoutMachine>>(systemIds.checkout);

/** The checkout in a view of its steps 1 and 2, which only the checkout itself moves the cart to. */
export function useCheckout(): ActorRefFrom<typeof checkoutMachine> {
  const checkout = useCheckoutActor();
  if (!checkout) throw new Error('useCheckout: a checkout step shows before the checkout is open');
  return checkout;
}

/** The wishlist, once a verified user's was first fetched; undefined until then. */
export const useWishlistActor = () => usePart<ActorRefFrom<typeof wishlistMachine>>(systemIds.wishlist);

/** `selector` of a child that may not have joined the system yet, `absent` until it has. */
export function usePartSelector<TActor extends AnyActorRef, T>(
  actor: TActor | undefined,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  absent: T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(
    actor,
    (snapshot) => (snapshot === undefined ? absent : selector(snapshot as SnapshotFrom<TActor>)),
    compare,
  );
}

/**
 * The account page flows, children of the account machine (machines/account), for a page inside
 * its flow's AccountFlow (src/features/account/account-flow.tsx), which opens it.
 */
export function useAccountFlows() {
  const children: Record<string, AnyActorRef | undefined> = useShopActors().account.getSnapshot().children;
  return {
    resetPassword: children[systemIds.resetPassword] as ActorRefFrom<typeof resetPasswordMachine>,
    verifyEmail: children[systemIds.verifyEmail] as ActorRefFrom<typeof verifyEmailMachine>,
    forgotPassword: children[systemIds.forgotPassword] as ActorRefFrom<typeof forgotPasswordMachine>,
    emailVerification: children[systemIds.emailVerification] as ActorRefFrom<typeof emailVerificationMachine>,
  };
}

/**
 * `selector` of `actor`, except while React takes over the page the server rendered: then it is
 * `asServed`, what every page is rendered with (nobody signed in, Latin), and the browser's own
 * stored state shows right after. So hydration finds the server's markup, never a mismatch.
 */
function useStoredState<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  asServed: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(actor.getSnapshot()),
    () => asServed,
  );
}

/** The script the shop is shown in (the header's switch). */
export const useScript = (): Script => useStoredState(useShopActors().script, selectScript, 'latin');

/** Spec §3: true whenever a user is set. */
export const useIsLoggedIn = (): boolean => useStoredState(useShopActors().auth, selectIsLoggedIn, false);

/** Spec §6: the signed-in user has verified their e-mail (and so has a wishlist). */
export const useIsVerified = (): boolean => useStoredState(useShopActors().auth, selectIsVerified, false);

/** The signed-in user, or null. */
export const useUser = (): User | null => useStoredState(useShopActors().auth, selectUser, null);

/** DESIGN §3 login guard's decision (machines/auth). */
export const useLoginGuard = (): GuardDecision =>
  useSelector(useShopActors().auth, selectLoginGuard, shallowEqual);

/** DESIGN §3 profile guard's decision for this page (`location`: path plus ?query). */
export const useProfileGuard = (location: string): GuardDecision =>
  useSelector(useShopActors().auth, (snapshot) => selectProfileGuard(snapshot, location), shallowEqual);

/** Pieces in the cart (the header's badge). */
export const useCartCount = (): number => useSelector(useShopActors().cart, selectItemCount);

/** Subtotal, shipping (spec §9, contract/money) and total of the cart. */
export const useCartTotals = (): PromoTotals => useSelector(useShopActors().cart, selectTotals, shallowEqual);

/** Items on the verified user's wishlist (the header's heart). */
export const useWishlistCount = (): number => usePartSelector(useWishlistActor(), selectWishlistCount, 0);
