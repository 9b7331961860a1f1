import type { LegalText } from './legal-document';
import { BANK_TRANSFER, SHIPPING_TEXT, SHOP, SHOP_ADDRESS_LINE } from './shop-info';

/** The shop's terms of use and sale (Zakon o zaštiti potrošača, Zakon o elektronskoj trgovini). */
export const TERMS: LegalText = {
  updated: '2026-11-01',
  intro: [
    `Ovi uslovi uređuju korišćenje internet prodavnice i kupovinu proizvoda preko nje. Prodavac je ${SHOP.company}, ${SHOP_ADDRESS_LINE}. Potvrdom porudžbine kupac potvrđuje da je uslove pročitao i da ih prihvata.`,
  ],
  sections: [
    {
      id: 'opste-odredbe',
      title: 'Opšte odredbe',
      blocks: [
        'Podaci o prodavcu:',
        {
          list: [
            `Poslovno ime: ${SHOP.company}`,
            `Sedište: ${SHOP_ADDRESS_LINE}`,
            `PIB: ${SHOP.taxId}; matični broj: ${SHOP.registryId}`,
            `Telefon: ${SHOP.phone}; e-adresa: ${SHOP.email}`,
          ],
        },
        'Na odnose prodavca i kupca primenjuju se ovi uslovi, Zakon o zaštiti potrošača, Zakon o elektronskoj trgovini i Zakon o obligacionim odnosima Republike Srbije. Ugovor se zaključuje na srpskom jeziku.',
      ],
    },
    {
      id: 'nalog',
      title: 'Korisnički nalog',
      blocks: [
        'Za kupovinu nalog nije potreban; kupovati možete i kao gost. Nalog omogućava pregled istorije kupovine, čuvanje adrese za dostavu i, uz potvrđenu e-adresu, listu želja i ocenjivanje proizvoda.',
        'Pri registraciji ste dužni da unesete tačne podatke i da lozinku čuvate u tajnosti. Nalog koji se koristi protivno ovim uslovima ili zakonu možemo privremeno ili trajno onemogućiti.',
      ],
    },
    {
      id: 'proizvodi-i-cene',
      title: 'Proizvodi i cene',
      blocks: [
        'Cene su iskazane u dinarima (RSD) i sadrže PDV. Kada je proizvod na akciji, prikazujemo akcijsku cenu, a redovnu cenu precrtanu pored nje. Važi cena prikazana u trenutku potvrde porudžbine.',
        'Trudimo se da opisi, slike i podaci o stanju budu tačni. Slike mogu neznatno odstupati od izgleda proizvoda. U slučaju očigledne greške u ceni ili opisu obavestićemo Vas pre slanja, a Vi možete odustati od porudžbine bez ikakvih troškova.',
      ],
    },
    {
      id: 'porucivanje',
      title: 'Poručivanje i zaključenje ugovora',
      blocks: [
        'Porudžbina se sastavlja u korpi, zatim se unose podaci za dostavu, bira način plaćanja i porudžbina potvrđuje. Pre potvrde kupac vidi pregled proizvoda, cenu dostave i ukupan iznos i može ih izmeniti.',
        'Ugovor je zaključen kada primimo porudžbinu; o tome Vas obaveštavamo na stranici potvrde i e-porukom sa brojem porudžbine. Ako proizvoda u međuvremenu nema na stanju u traženoj količini, porudžbina se ne može potvrditi dok se količina ne uskladi.',
      ],
    },
    {
      id: 'dostava',
      title: 'Dostava',
      blocks: [
        'Dostavljamo kurirskom službom na adrese na teritoriji Republike Srbije, po pravilu za 1 do 3 radna dana od slanja. Cena dostave je:',
        {
          list: [
            `${SHIPPING_TEXT.standard} za porudžbine vrednosti ispod ${SHIPPING_TEXT.freeFrom};`,
            `besplatna za porudžbine vrednosti od ${SHIPPING_TEXT.freeFrom} naviše;`,
            `${SHIPPING_TEXT.bulky} po komadu glomaznog proizvoda (veliki kućni aparati), bez obzira na vrednost porudžbine, kada porudžbina sadrži takve proizvode.`,
          ],
        },
        'Prilikom preuzimanja proverite da li je paket oštećen. Oštećenje ambalaže prijavite kuriru i zapisnički ga konstatujte, a nama javite u najkraćem roku.',
      ],
    },
    {
      id: 'placanje',
      title: 'Plaćanje',
      blocks: [
        'Porudžbinu možete platiti:',
        {
          list: [
            'pouzećem — gotovinom kuriru prilikom preuzimanja;',
            `uplatnicom — uplatom na račun ${BANK_TRANSFER.account} (primalac ${BANK_TRANSFER.recipient}), sa brojem porudžbine kao pozivom na broj; porudžbinu šaljemo kada uplata stigne.`,
          ],
        },
        'Plaćanje platnim karticama trenutno nije moguće.',
      ],
    },
    {
      id: 'odustanak',
      title: 'Pravo na odustanak od ugovora',
      blocks: [
        'U skladu sa Zakonom o zaštiti potrošača, od ugovora zaključenog na daljinu možete odustati u roku od 14 dana od dana kada ste Vi ili lice koje ste odredili primili proizvod, bez navođenja razloga i bez dodatnih troškova, osim troškova vraćanja proizvoda.',
        `Odustanak izjavljujete obrascem za odustanak ili drugom nedvosmislenom izjavom poslatom na ${SHOP.email} ili na adresu sedišta. Proizvod nam vratite bez odlaganja, a najkasnije u roku od 14 dana od dana slanja izjave.`,
        'Sve što ste platili, uključujući troškove standardne dostave, vraćamo bez odlaganja, a najkasnije u roku od 14 dana od dana prijema izjave o odustanku. Povraćaj možemo zadržati dok ne primimo proizvod ili dokaz da je poslat. Neposredne troškove vraćanja proizvoda snosite Vi.',
        'Odgovarate za umanjenu vrednost proizvoda nastalu rukovanjem koje nije bilo neophodno da biste utvrdili njegovu prirodu, osobine i funkcionalnost. Pravo na odustanak nemate, između ostalog, za proizvode izrađene po Vašim zahtevima i za zapečaćene proizvode koji se iz higijenskih razloga ne mogu vratiti kada se otpakuju.',
      ],
    },
    {
      id: 'reklamacije',
      title: 'Saobraznost i reklamacije',
      blocks: [
        'Odgovaramo za nesaobraznost proizvoda ugovoru koja se pojavi u roku od 2 godine od dana isporuke. Garancija proizvođača, kada postoji, ne utiče na ova Vaša prava.',
        `Reklamaciju podnosite e-poštom na ${SHOP.email}, kontakt formom ili na adresi sedišta, uz broj porudžbine ili drugi dokaz o kupovini i opis nedostatka. Prijem reklamacije potvrđujemo odmah, na nju odgovaramo najkasnije u roku od 8 dana, a rešavamo je najkasnije u roku od 15 dana od prijema.`,
        'Ako je reklamacija opravdana, imate pravo da birate između popravke i zamene proizvoda, a kada to nije moguće, na umanjenje cene ili raskid ugovora i povraćaj novca.',
      ],
    },
    {
      id: 'ocene',
      title: 'Ocene i komentari kupaca',
      blocks: [
        'Korisnici sa potvrđenom e-adresom mogu da ocene proizvod jednom i da svoju ocenu kasnije izmene ili obrišu. Komentari moraju biti istiniti i pristojni; uklanjamo komentare sa uvredljivim, nezakonitim ili reklamnim sadržajem.',
      ],
    },
    {
      id: 'izmene',
      title: 'Izmene uslova',
      blocks: [
        'Uslove možemo izmeniti; izmene objavljujemo na ovoj stranici sa datumom poslednje izmene. Na porudžbinu se primenjuju uslovi važeći u trenutku njene potvrde.',
      ],
    },
    {
      id: 'sporovi',
      title: 'Rešavanje sporova',
      blocks: [
        'Sporove nastojimo da rešimo sporazumno. Potrošač može pokrenuti i postupak vansudskog rešavanja potrošačkog spora pred telom sa liste ministarstva nadležnog za trgovinu; učešće u tom postupku je za prodavca obavezno.',
        'Ako spor ne bude rešen sporazumno, nadležan je stvarno nadležni sud u Beogradu, a potrošač može pokrenuti postupak i pred sudom prema svom prebivalištu. Nadzor nad primenom propisa o zaštiti potrošača vrši tržišna inspekcija.',
      ],
    },
  ],
};
