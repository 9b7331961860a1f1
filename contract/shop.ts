/**
 * The shop as a company: who sells, where, how to reach it, and the account bank transfers go to.
 * One place for the footer, the info pages, the payment slip of an order and the mails.
 */
export const SHOP = {
  company: 'Prodavnica d.o.o.',
  street: 'Resavska 24',
  postalCode: '11000',
  city: 'Beograd',
  taxId: '112345678',
  registryId: '21234567',
  phone: '011 123 45 67',
  phoneHref: 'tel:+381111234567',
  email: 'kontakt@prodavnica.rs',
  privacyEmail: 'privatnost@prodavnica.rs',
  /** Customer support's hours, whole hours of the day; `when` names the days in a sentence. */
  hours: [
    { days: 'Ponedeljak – petak', when: 'radnim danima', opens: 8, closes: 20 },
    { days: 'Subota', when: 'subotom', opens: 9, closes: 15 },
    { days: 'Nedelja i državni praznici', when: null, opens: null, closes: null },
  ],
} as const;

/**
 * Where a bank transfer (uplatnica) goes; the amount and the reference are the order's own. The
 * account's last two digits are its MOD 97-10 control (the whole number mod 97 is 1), which banks
 * and the NBS IPS QR check.
 */
export const BANK_TRANSFER = {
  recipient: 'Prodavnica d.o.o., Beograd',
  account: '160-0000000012345-95',
} as const;
