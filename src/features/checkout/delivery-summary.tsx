import type { Address } from '../../../contract/profile';
import type { Customer } from '../../../contract/orders';

type Props = { customer: Customer; address: Address; note?: string | null | undefined };

/** Who receives the order and where: the review step and the confirmation show it alike. */
export function DeliverySummary({ customer, address, note }: Props) {
  return (
    <address className="delivery-summary">
      {customer.firstName} {customer.lastName}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
      <br />
      Telefon: {customer.phone}
      <br />
      E-adresa: {customer.email}
      {note && (
        <>
          <br />
          Napomena: {note}
        </>
      )}
    </address>
  );
}
