import { useEffect } from 'react';
import { profileLoader } from '../../actors/profile.screen-data';
import { useLoader } from '../../lib/use-loader';
import { useShopActors } from '../../lib/shop-selectors';

/**
 * DESIGN §3: the signed-in shopper's profile prefills the delivery form. Loads the profile and hands
 * its name, e-mail, phone and address to the checkout, which fills only the fields still empty.
 * A profile that cannot be loaded just leaves the form to the shopper.
 */
export function CheckoutPrefill() {
  const { checkout } = useShopActors();
  const { data: profile } = useLoader(profileLoader, undefined);
  useEffect(() => {
    if (!profile) return;
    checkout.send({
      type: 'checkout.prefill',
      customer: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        ...(profile.phone ? { phone: profile.phone } : {}),
      },
      address: profile.address,
    });
  }, [checkout, profile]);
  return null;
}
