import { Link } from 'wouter';
import { formatRsd } from '../../../contract/format';
import { FREE_SHIPPING_FROM } from '../../../contract/money';

/** What the shop promises every order, each leading to where it is explained. */
export function HomePromises() {
  return (
    <ul className="home-promises" aria-label="Zašto kupovati kod nas">
      <li>
        <strong>Besplatna dostava</strong> za porudžbine od {formatRsd(FREE_SHIPPING_FROM)}
      </li>
      <li>
        <strong>Plaćanje pouzećem</strong> ili uplatnicom, bez kartice
      </li>
      <li>
        <strong>14 dana za povraćaj</strong> <Link href="/uslovi-koriscenja">bez navođenja razloga</Link>
      </li>
    </ul>
  );
}
