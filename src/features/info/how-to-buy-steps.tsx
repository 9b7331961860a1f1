import { Link } from 'wouter';
import { SHIPPING_TEXT } from './shop-info';

/** The six steps from finding a product to its delivery. */
export function HowToBuySteps() {
  return (
    <section aria-labelledby="koraci" className="info-section">
      <h2 id="koraci">Kupovina u šest koraka</h2>
      <ol className="info-steps">
        <li>
          <h3>Pronađite proizvod</h3>
          <p>
            Izaberite kategoriju u meniju ili upišite naziv proizvoda u pretragu — pretraga prepoznaje reči i
            bez kvačica (č, ć, š, ž, đ) i sa manjom greškom u kucanju. Listu suzite filterima po ceni, brendu
            i dostupnosti. Na stranici proizvoda vidite cenu, stanje na lageru, cenu dostave, opis i ocene
            kupaca.
          </p>
          <p>
            <Link href="/proizvodi">Pogledajte sve proizvode</Link>
          </p>
        </li>
        <li>
          <h3>Dodajte ga u korpu</h3>
          <p>
            Izaberite količinu i kliknite „Dodaj u korpu“. Količina može biti najviše onolika koliko imamo na
            stanju. U korpi menjate količine i uklanjate proizvode, a uvek vidite vrednost proizvoda, cenu
            dostave, ukupan iznos i koliko Vam nedostaje do besplatne dostave od {SHIPPING_TEXT.freeFrom}.
          </p>
        </li>
        <li>
          <h3>Unesite podatke za dostavu</h3>
          <p>
            Iz korpe pređite na poručivanje i unesite ime i prezime, e-adresu, broj telefona, ulicu i broj,
            mesto i poštanski broj; po želji dodajte napomenu za kurira. Nalog nije potreban — možete kupovati
            kao gost. Ako ste prijavljeni, podaci se popunjavaju iz Vašeg profila.
          </p>
        </li>
        <li>
          <h3>Izaberite način plaćanja</h3>
          <p>
            Izaberite plaćanje pouzećem ili uplatnicom, proverite pregled porudžbine (proizvode, adresu,
            dostavu i ukupan iznos) i potvrdite porudžbinu.
          </p>
        </li>
        <li>
          <h3>Stiže potvrda e-poštom</h3>
          <p>
            Posle potvrde vidite broj porudžbine, a na Vašu e-adresu stiže potvrda sa svim podacima
            porudžbine. Ako plaćate uplatnicom, u potvrdi su i podaci za uplatu. Prijavljeni kupci svaku
            porudžbinu vide i u istoriji kupovine na svom profilu.
          </p>
        </li>
        <li>
          <h3>Isporuka na Vašu adresu</h3>
          <p>
            Kurirska služba isporučuje porudžbinu za 1 do 3 radna dana. Porudžbine plaćene uplatnicom šaljemo
            čim uplata stigne na naš račun. Pri plaćanju pouzećem iznos plaćate kuriru prilikom preuzimanja.
          </p>
        </li>
      </ol>
    </section>
  );
}
