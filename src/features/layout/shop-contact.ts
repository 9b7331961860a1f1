import { SHOP } from '../../../contract/shop';
import { hoursSentence } from '../../../contract/shop-hours';

/** The shop's contact details, as the footer shows them. */
export const shopContact = {
  company: SHOP.company,
  street: SHOP.street,
  city: `${SHOP.postalCode} ${SHOP.city}`,
  phone: SHOP.phone,
  phoneHref: SHOP.phoneHref,
  email: SHOP.email,
  hours: hoursSentence(),
} as const;
