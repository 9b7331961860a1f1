import type { Address } from '../../../contract/profile';
import type { Customer } from '../../../contract/orders';
import { TypedText } from '../../components/ui/typed-text';

type Props = { customer: Customer; address: Address; note?: string | null | undefined };

/**
 * Who receives the order and where: the review step and the confirmation show it alike, with what
 * the shopper typed as typed in either script.
 */
export function DeliverySummary({ customer, address, note }: Props) {
  return (
    <address className="delivery-summary">
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
