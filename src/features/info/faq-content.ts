import { BANK_TRANSFER, SHIPPING_TEXT, SHOP } from './shop-info';

export type FaqEntry = {
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
  /** A page of the shop where the shopper can act on the answer. */
  link?: { href: string; label: string };
};

export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

/** The shop's frequently asked questions; every fact matches how the shop works (DESIGN §3). */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'porucivanje',
    title: 'Poručivanje',
    entries: [
      {
        question: 'Da li je za kupovinu potreban nalog?',
        answer: [
          'Nije. Možete poručiti i kao gost: dodajte proizvode u korpu, unesite podatke za dostavu, izaberite način plaćanja i potvrdite porudžbinu.',
          'Nalog Vam donosi istoriju kupovine, sačuvanu adresu za dostavu kojom se obrazac za poručivanje sam popunjava i, uz potvrđenu e-adresu, listu želja.',
        ],
        link: { href: '/register', label: 'Napravite nalog' },
      },
      {
        question: 'Kako znam da je porudžbina primljena?',
        answer: [
          'Čim potvrdite porudžbinu, otvara se stranica sa brojem porudžbine. Na e-adresu koju ste uneli istovremeno stiže potvrda sa spiskom proizvoda, iznosom, načinom plaćanja i adresom za dostavu.',
          'Ako poruku ne vidite, proverite folder za neželjenu poštu (spam).',
        ],
      },
      {
        question: 'Šta ako proizvod iz moje korpe više nije dostupan?',
        answer: [
          'Proizvod koji nije na stanju ne može se dodati u korpu, a količinu u korpi možete povećati najviše do količine koju imamo na stanju.',
          'Ako proizvod iz Vaše korpe u međuvremenu postane nedostupan, uklanjamo ga iz korpe i o tome Vas obaveštavamo porukom na ekranu.',
        ],
      },
    ],
  },
  {
    id: 'isporuka',
    title: 'Isporuka',
    entries: [
      {
        question: 'Koliko košta dostava?',
        answer: [
          `Za porudžbine vrednosti ispod ${SHIPPING_TEXT.freeFrom} dostava košta ${SHIPPING_TEXT.standard}. Od ${SHIPPING_TEXT.freeFrom} dostava je besplatna.`,
          `Glomazni proizvodi (veliki kućni aparati, poput frižidera, veš-mašina i šporeta) dostavljaju se za ${SHIPPING_TEXT.bulky} po komadu, bez obzira na vrednost porudžbine; ostali proizvodi iz iste porudžbine tada stižu bez dodatnog troška.`,
          'U korpi uvek vidite tačan iznos dostave i koliko Vam još nedostaje do besplatne dostave.',
        ],
      },
      {
        question: 'Koliko traje isporuka i gde dostavljate?',
        answer: [
          'Dostavljamo kurirskom službom na adrese u celoj Srbiji. Porudžbine primljene radnim danom do 14 časova šaljemo istog dana, a kurir ih isporučuje za 1 do 3 radna dana.',
          'Porudžbine koje plaćate uplatnicom šaljemo čim uplata stigne na naš račun. Za glomazne proizvode kurir Vas pre dostave poziva telefonom da dogovorite termin.',
        ],
      },
    ],
  },
  {
    id: 'placanje',
    title: 'Plaćanje',
    entries: [
      {
        question: 'Koje načine plaćanja nudite?',
        answer: [
          'Plaćanje pouzećem: iznos porudžbine plaćate gotovinom kuriru prilikom preuzimanja paketa.',
          'Uplatnica: iznos porudžbine uplaćujete na naš tekući račun u banci, pošti ili elektronskim bankarstvom, a porudžbinu šaljemo kada uplata stigne.',
        ],
        link: { href: '/kako-kupovati', label: 'Kako kupovati' },
      },
      {
        question: 'Šta upisujem na uplatnicu?',
        answer: [
          `Primalac: ${BANK_TRANSFER.recipient}; račun primaoca: ${BANK_TRANSFER.account}; iznos: ukupan iznos porudžbine sa dostavom; poziv na broj: broj Vaše porudžbine. Polje „model“ ostavite prazno.`,
          'Sve ove podatke vidite na stranici potvrde porudžbine i u e-poruci sa potvrdom. Bez broja porudžbine u pozivu na broj ne možemo da povežemo uplatu sa porudžbinom.',
        ],
      },
      {
        question: 'Mogu li da platim platnom karticom?',
        answer: [
          'Za sada ne. Plaćanje karticama uvodimo kada povežemo sajt sa procesorom platnih kartica. Do tada možete platiti pouzećem ili uplatnicom.',
        ],
      },
    ],
  },
  {
    id: 'povracaj-i-reklamacije',
    title: 'Povraćaj i reklamacije',
    entries: [
      {
        question: 'Mogu li da vratim proizvod?',
        answer: [
          'Možete. Prema Zakonu o zaštiti potrošača, od ugovora zaključenog na daljinu možete odustati u roku od 14 dana od dana kada ste primili proizvod, bez navođenja razloga.',
          `O odustanku nas obavestite izjavom ili obrascem za odustanak na ${SHOP.email}, a proizvod vratite najkasnije 14 dana posle toga. Novac vraćamo najkasnije 14 dana od prijema Vaše izjave; troškove vraćanja proizvoda snosite Vi.`,
        ],
        link: { href: '/uslovi-koriscenja', label: 'Uslovi korišćenja' },
      },
      {
        question: 'Kako da reklamiram neispravan proizvod?',
        answer: [
          'Pošaljite nam reklamaciju e-poštom ili kontakt formom, sa brojem porudžbine, opisom nedostatka i, ako možete, fotografijom.',
          'Na reklamaciju odgovaramo najkasnije u roku od 8 dana, a rešavamo je u roku od 15 dana od prijema. Za nesaobraznost robe odgovaramo 2 godine od dana isporuke.',
        ],
        link: { href: '/kontakt', label: 'Kontakt' },
      },
    ],
  },
  {
    id: 'nalog',
    title: 'Nalog',
    entries: [
      {
        question: 'Zašto treba da potvrdim e-adresu?',
        answer: [
          'Posle registracije šaljemo Vam poruku sa linkom za potvrdu e-adrese; link važi 24 sata. Sa potvrđenom e-adresom možete da koristite listu želja i ocenjujete proizvode.',
          'Ako poruka nije stigla, novu možete zatražiti na stranici za potvrdu naloga.',
        ],
        link: { href: '/verification', label: 'Potvrda naloga' },
      },
      {
        question: 'Ne sećam se lozinke. Šta da radim?',
        answer: [
          'Na stranici „Zaboravljena lozinka“ unesite e-adresu naloga i poslaćemo Vam link za postavljanje nove lozinke. Link važi 30 minuta i može se iskoristiti samo jednom.',
        ],
        link: { href: '/forgot-password', label: 'Zaboravljena lozinka' },
      },
    ],
  },
];
