import { SHOP } from '../../../contract/shop';

/** The shop's contact details, as the footer shows them. */
export const shopContact = {
  company: SHOP.company,
  street: SHOP.street,
  city: `${SHOP.postalCode} ${SHOP.city}`,
  phone: SHOP.phone,
  phoneHref: SHOP.phoneHref,
  email: SHOP.email,
  hours: 'Radnim danima od 8 do 20, subotom od 9 do 15 časova',
} as const;
