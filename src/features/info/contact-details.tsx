import { hoursTable } from '../../../contract/shop-hours';
import { SHOP } from './shop-info';

/** Where and when shoppers can reach the shop. */
export function ContactDetails() {
  return (
    <section aria-labelledby="kontakt-podaci" className="info-card">
      <h2 id="kontakt-podaci">Podaci za kontakt</h2>
      <address>
        <strong>{SHOP.company}</strong>
        <br />
        {SHOP.street}
        <br />
        {SHOP.postalCode} {SHOP.city}
      </address>
      <dl className="info-facts">
        <div className="info-facts-row">
          <dt>Telefon</dt>
          <dd>
            <a href={SHOP.phoneHref}>{SHOP.phone}</a>
          </dd>
        </div>
        <div className="info-facts-row">
          <dt>E-adresa</dt>
          <dd>
            <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
          </dd>
        </div>
        <div className="info-facts-row">
          <dt>PIB</dt>
          <dd>{SHOP.taxId}</dd>
        </div>
        <div className="info-facts-row">
          <dt>Matični broj</dt>
          <dd>{SHOP.registryId}</dd>
        </div>
      </dl>
      <h3>Radno vreme korisničke podrške</h3>
      <dl className="info-facts">
        {hoursTable().map((row) => (
          <div key={row.days} className="info-facts-row">
            <dt>{row.days}</dt>
            <dd>{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="form-note">Na poruke poslate van radnog vremena odgovaramo prvog sledećeg radnog dana.</p>
    </section>
  );
}
