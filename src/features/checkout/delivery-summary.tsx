import type { Company } from '../../../contract/company';
import type { Address } from '../../../contract/profile';
import type { Customer } from '../../../contract/orders';
import { TypedText } from '../../components/ui/typed-text';

type Props = {
  customer: Customer;
  address: Address;
  note?: string | null | undefined;
  /** Bought as a company: the R1 invoice's line. */
  company?: Company | null | undefined;
};

/**
 * Who receives the order and where: the review step and the confirmation show it alike, with what
 * the shopper typed as typed in either script.
 */
export function DeliverySummary({ customer, address, note, company }: Props) {
  return (
    <address className="delivery-summary">
      {company && (
        <>
          Račun: R1, na firmu <TypedText text={company.name} />, PIB {company.pib}, matični broj{' '}
          {company.registrationNumber}
          <br />
        </>
      )}
      <TypedText text={`${customer.firstName} ${customer.lastName}`} />
      <br />
      <TypedText text={address.street} />
      <br />
      {address.postalCode} <TypedText text={address.city} />
      <br />
      Telefon: {customer.phone}
      <br />
      E-adresa: {customer.email}
      {note && (
        <>
          <br />
          Napomena: <TypedText text={note} />
        </>
      )}
    </address>
  );
}
