import { SHOP } from './shop';

/**
 * The words of the legal withdrawal form (Pravilnik o obrascu za odustanak od ugovora, "Sl. glasnik
 * RS" 21/2022): to whom, the statement, the order and its goods, the dates, the consumer's name and
 * address. The order page shows it prefilled and the mail confirming a withdrawal repeats it.
 */
export const withdrawalFormWords = {
  title: 'Obrazac za odustanak od ugovora',
  recipient: 'Prima',
  statement: 'Obaveštavam Vas da odustajem od ugovora o prodaji sledeće robe:',
  orderNumber: 'Broj porudžbine',
  orderedAt: 'Datum zaključenja ugovora',
  deliveredAt: 'Datum prijema robe',
  notDelivered: 'roba još nije primljena',
  customerName: 'Ime i prezime potrošača',
  address: 'Adresa potrošača',
  email: 'E-adresa potrošača',
  reason: 'Razlog odustanka',
  noReason: 'nije naveden',
  submittedAt: 'Datum',
} as const;

/** Who the form goes to: the shop as a company, with its seat and address for mail. */
export const WITHDRAWAL_RECIPIENT = `${SHOP.company}, ${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}, ${SHOP.email}`;
