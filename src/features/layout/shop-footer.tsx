import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatRsd } from '../../../contract/format';
import { BULKY_SHIPPING_PRICE, FREE_SHIPPING_FROM, STANDARD_SHIPPING } from '../../../contract/money';
import { shopContact } from './shop-contact';

/**
 * Spec §2 shop footer: info pages, the shop's contact data and the payment methods it takes.
 * `consentSettings`: the way back to the cookie choice, which the consent feature owns (the shop
 * layout in src/app brings it).
 */
export function ShopFooter({ consentSettings }: { consentSettings: ReactNode }) {
  return (
    <footer className="shop-footer">
      <div className="container shop-footer-grid">
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info">Informacije</h2>
          <ul>
            <li>
              <Link href="/akcija">Akcija</Link>
            </li>
            <li>
              <Link href="/kako-kupovati">Kako kupovati</Link>
            </li>
            <li>
              <Link href="/faq">Česta pitanja</Link>
            </li>
            <li>
              <Link href="/kontakt">Kontakt</Link>
            </li>
            <li>
              <Link href="/uslovi-koriscenja">Uslovi korišćenja</Link>
            </li>
            <li>
              <Link href="/politika-privatnosti">Politika privatnosti</Link>
            </li>
            <li>{consentSettings}</li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Korisnička podrška</h2>
          <address>
            {shopContact.company}
            <br />
            {shopContact.street}
            <br />
            {shopContact.city}
            <br />
            Telefon: <a href={shopContact.phoneHref}>{shopContact.phone}</a>
            <br />
            E-pošta: <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a>
          </address>
          <p>{shopContact.hours}</p>
        </section>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment">Plaćanje i dostava</h2>
          <ul>
            <li>Plaćanje pouzećem, gotovinom kuriru pri preuzimanju</li>
            <li>Uplatnica, uplatom na račun prodavnice pre slanja</li>
          </ul>
          <p>
            Dostava širom Srbije: {formatRsd(STANDARD_SHIPPING)}, besplatna od {formatRsd(FREE_SHIPPING_FROM)}
            ; glomazni proizvodi {formatRsd(BULKY_SHIPPING_PRICE)} po komadu.
          </p>
        </section>
      </div>
      <p className="container shop-footer-legal">
        © {new Date().getFullYear()} {shopContact.company}
      </p>
    </footer>
  );
}
