import { BANK_TRANSFER } from './shop-info';

/** The payment methods the shop takes, with what goes on the payment slip. */
export function HowToBuyPayment() {
  return (
    <section aria-labelledby="placanje" className="info-section">
      <h2 id="placanje">Načini plaćanja</h2>
      <h3>Plaćanje pouzećem</h3>
      <p>
        Ukupan iznos porudžbine, sa dostavom, plaćate gotovinom kuriru prilikom preuzimanja paketa. Porudžbinu
        šaljemo odmah, bez čekanja na uplatu.
      </p>
      <h3>Uplatnica (uplata na račun)</h3>
      <p>
        Iznos uplaćujete u banci, pošti ili elektronskim bankarstvom. Podatke za uplatu prikazujemo na
        stranici potvrde porudžbine i šaljemo ih u e-poruci sa potvrdom:
      </p>
      <dl className="info-facts info-payment-slip">
        <div className="info-facts-row">
          <dt>Primalac</dt>
          <dd>{BANK_TRANSFER.recipient}</dd>
        </div>
        <div className="info-facts-row">
          <dt>Račun primaoca</dt>
          <dd>{BANK_TRANSFER.account}</dd>
        </div>
        <div className="info-facts-row">
          <dt>Iznos</dt>
          <dd>ukupan iznos porudžbine, sa dostavom</dd>
        </div>
        <div className="info-facts-row">
          <dt>Šifra plaćanja</dt>
          <dd>289</dd>
        </div>
        <div className="info-facts-row">
          <dt>Model</dt>
          <dd>97</dd>
        </div>
        <div className="info-facts-row">
          <dt>Poziv na broj</dt>
          <dd>broj Vaše porudžbine, bez crtica (za porudžbinu br. 78-2026-318205: 782026318205)</dd>
        </div>
        <div className="info-facts-row">
          <dt>Svrha uplate</dt>
          <dd>Porudžbina br. 78-2026-318205</dd>
        </div>
      </dl>
      <p>
        Broj porudžbine u pozivu na broj je obavezan: po njemu povezujemo uplatu sa porudžbinom. Njegove prve
        dve cifre su kontrolni broj po modelu 97, pa banka odbija pogrešno prekucan broj. Najlakše je da
        skenirate NBS IPS QR kod sa stranice porudžbine u aplikaciji svoje banke: sva polja se popune sama.
        Porudžbinu šaljemo čim uplata stigne na naš račun, najčešće sledećeg radnog dana.
      </p>
      <h3>Platne kartice</h3>
      <p>
        Plaćanje platnim karticama trenutno nije moguće; uvešćemo ga kada sajt povežemo sa procesorom platnih
        kartica.
      </p>
    </section>
  );
}
