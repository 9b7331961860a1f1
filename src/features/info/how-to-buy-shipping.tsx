import { BULKY_SHIPPING_PRICE } from '../../../contract/money';
import { formatRsd } from '../../../contract/format';
import { SHIPPING_TEXT } from './shop-info';

/** The delivery prices of spec §9, with an example of the bulky rule. */
export function HowToBuyShipping() {
  return (
    <section aria-labelledby="dostava" className="info-section">
      <h2 id="dostava">Cena dostave</h2>
      <table className="info-table">
        <caption className="visually-hidden">Cena dostave prema porudžbini</caption>
        <thead>
          <tr>
            <th scope="col">Porudžbina</th>
            <th scope="col">Dostava</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Vrednost ispod {SHIPPING_TEXT.freeFrom}</th>
            <td>{SHIPPING_TEXT.standard}</td>
          </tr>
          <tr>
            <th scope="row">Vrednost od {SHIPPING_TEXT.freeFrom} naviše</th>
            <td>besplatna</td>
          </tr>
          <tr>
            <th scope="row">Sa glomaznim proizvodima (veliki kućni aparati)</th>
            <td>{SHIPPING_TEXT.bulky} po komadu glomaznog proizvoda</td>
          </tr>
        </tbody>
      </table>
      <p>
        Glomazni proizvodi su označeni na stranici proizvoda. Kada ih porudžbina sadrži, plaćate samo njihovu
        dostavu, bez obzira na vrednost porudžbine, a ostali proizvodi stižu bez dodatnog troška. Na primer,
        za dva frižidera i jedan usisivač dostava iznosi {formatRsd(2 * BULKY_SHIPPING_PRICE)}.
      </p>
      <p>
        Dostavljamo na adrese u celoj Srbiji. Tačnu cenu dostave uvek vidite u korpi, pre potvrde porudžbine.
      </p>
    </section>
  );
}
