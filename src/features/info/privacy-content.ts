import type { LegalText } from './legal-document';
import { SHOP, SHOP_ADDRESS_LINE } from './shop-info';

/** The shop's privacy policy (Zakon o zaštiti podataka o ličnosti) with its cookies. */
export const PRIVACY: LegalText = {
  updated: '2026-11-01',
  intro: [
    'Ova politika objašnjava koje podatke o ličnosti prikupljamo kada koristite našu internet prodavnicu, zašto ih obrađujemo, koliko dugo ih čuvamo i koja prava imate, u skladu sa Zakonom o zaštiti podataka o ličnosti („Službeni glasnik RS“, br. 87/2018).',
  ],
  sections: [
    {
      id: 'rukovalac',
      title: 'Rukovalac podacima',
      blocks: [
        `Rukovalac podacima je ${SHOP.company}, ${SHOP_ADDRESS_LINE}, PIB ${SHOP.taxId}, matični broj ${SHOP.registryId}. Za sva pitanja o podacima o ličnosti pišite nam na ${SHOP.privacyEmail}.`,
      ],
    },
    {
      id: 'podaci',
      title: 'Koje podatke obrađujemo',
      blocks: [
        {
          list: [
            'Podaci naloga: ime, prezime, e-adresa, broj telefona (ako ga unesete) i lozinka, koju čuvamo isključivo u zaštićenom (heširanom) obliku iz kog se ne može pročitati.',
            'Podaci za dostavu i porudžbine: ime i prezime, e-adresa, telefon, adresa, napomena za kurira, poručeni proizvodi, iznosi i način plaćanja.',
            'Korpa i lista želja: proizvodi koje ste u njih dodali.',
            'Ocene i komentari koje objavite o proizvodima.',
            'Poruke poslate kontakt formom: ime, e-adresa, naslov i tekst poruke.',
            'Tehnički podaci: IP adresa i vreme pristupa, koje koristimo radi bezbednosti i sprečavanja zloupotrebe (na primer ograničenja broja pokušaja prijave).',
          ],
        },
        'Podatke o platnim karticama ne prikupljamo, jer plaćanje karticama trenutno ne nudimo.',
      ],
    },
    {
      id: 'svrhe',
      title: 'Svrhe i pravni osnov obrade',
      blocks: [
        {
          list: [
            'Izvršenje ugovora: prijem, isporuka i naplata porudžbine, vođenje naloga, slanje potvrde porudžbine i poruka za potvrdu e-adrese i promenu lozinke.',
            'Zakonska obaveza: čuvanje računovodstvene dokumentacije i evidencije reklamacija.',
            'Legitimni interes: bezbednost sajta i naloga, sprečavanje zloupotreba i odgovaranje na Vaše poruke.',
            'Pristanak: analitički kolačići, samo ako ih prihvatite. Pristanak možete povući u svakom trenutku.',
          ],
        },
        'Podatke ne prodajemo i ne koristimo ih za automatizovano donošenje odluka niti za profilisanje.',
      ],
    },
    {
      id: 'kolacici',
      title: 'Kolačići',
      blocks: [
        'Kolačići su male datoteke koje sajt čuva u Vašem pregledaču. Neophodne kolačiće koristimo bez pristanka, jer bez njih korpa i prijava ne rade; analitičke tek kada ih prihvatite u obaveštenju o kolačićima.',
        {
          table: {
            caption: 'Kolačići koje sajt koristi',
            head: ['Kolačić', 'Svrha', 'Trajanje', 'Vrsta'],
            rows: [
              ['cart_id', 'Pamti Vašu korpu.', '1 godina', 'neophodan'],
              [
                'session_updated',
                'Označava da je korpa u ovoj poseti već proverena (uklanjanje nedostupnih proizvoda).',
                'do zatvaranja pregledača',
                'neophodan',
              ],
              [
                'session',
                'Drži Vas prijavljenim; nedostupan skriptama na stranici.',
                '30 dana od poslednje aktivnosti',
                'neophodan',
              ],
              [
                'cookie_consent (lokalno skladište)',
                'Pamti da li ste prihvatili analitičke kolačiće.',
                'dok izbor ne promenite ili ne obrišete podatke sajta',
                'neophodan',
              ],
              [
                '_ga, _ga_*',
                'Google Analytics, učitan preko Google Tag Manager-a: anonimna statistika posećenosti.',
                'do 2 godine',
                'analitički, uz pristanak',
              ],
            ],
          },
        },
        'Pregledač može sadržati i zapis cart_id u lokalnom skladištu iz ranije posete; koristimo ga samo da Vam vratimo stariju korpu, a zatim ga brišemo.',
        'Svoj izbor možete promeniti i pristanak povući u svakom trenutku preko veze „Podešavanja kolačića“ u podnožju svake stranice. Bez pristanka se skripta za analitiku ne učitava.',
      ],
    },
    {
      id: 'primaoci',
      title: 'Kome prosleđujemo podatke',
      blocks: [
        {
          list: [
            'Kurirskoj službi: ime i prezime, adresa, telefon i iznos za naplatu pouzećem, radi isporuke.',
            'Pružaocima usluga hostinga i slanja e-pošte, koji podatke obrađuju samo po našem nalogu i uz ugovorom propisanu zaštitu.',
            'Kompaniji Google, za analitiku, samo uz Vaš pristanak; prenos van Srbije vrši se uz mere zaštite propisane zakonom.',
            'Državnim organima, kada to zahteva zakon.',
          ],
        },
      ],
    },
    {
      id: 'cuvanje',
      title: 'Koliko dugo čuvamo podatke',
      blocks: [
        {
          list: [
            'Podatke naloga, adresu za dostavu i listu želja: dok nalog postoji.',
            'Sesiju prijave: 30 dana od poslednje aktivnosti ili do odjave.',
            'Linkove za potvrdu e-adrese: 24 sata; linkove za promenu lozinke: 30 minuta.',
            'Porudžbine i račune: 10 godina, kako propisuje Zakon o računovodstvu.',
            'Reklamacije: najmanje 2 godine od njihovog podnošenja, kako propisuje Zakon o zaštiti potrošača.',
            'Poruke iz kontakt forme: do 2 godine od odgovora.',
            'Anonimnu korpu: dok važi kolačić cart_id.',
          ],
        },
        'Po isteku ovih rokova podatke brišemo ili trajno anonimizujemo.',
      ],
    },
    {
      id: 'prava',
      title: 'Vaša prava',
      blocks: [
        'Imate pravo da:',
        {
          list: [
            'dobijete informaciju o tome da li obrađujemo Vaše podatke i kopiju tih podataka;',
            'zahtevate ispravku netačnih i dopunu nepotpunih podataka;',
            'zahtevate brisanje podataka, osim onih koje moramo čuvati po zakonu;',
            'zahtevate ograničenje obrade;',
            'dobijete svoje podatke u strukturisanom, mašinski čitljivom obliku (prenosivost);',
            'uložite prigovor na obradu zasnovanu na legitimnom interesu;',
            'povučete pristanak u svakom trenutku, bez uticaja na zakonitost ranije obrade.',
          ],
        },
        `Zahtev pošaljite na ${SHOP.privacyEmail}. Odgovaramo bez odlaganja, a najkasnije u roku od 30 dana od prijema zahteva. Ime, telefon i adresu za dostavu možete i sami izmeniti na svom profilu.`,
        'Ako smatrate da obrada nije zakonita, možete podneti pritužbu Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti, Bulevar kralja Aleksandra 15, 11000 Beograd (www.poverenik.rs).',
      ],
    },
    {
      id: 'bezbednost',
      title: 'Bezbednost podataka',
      blocks: [
        'Sajt koristi šifrovanu vezu (HTTPS). Lozinke čuvamo samo u heširanom obliku, kolačić sesije nije dostupan skriptama, broj pokušaja prijave je ograničen, a podacima pristupaju samo zaposleni kojima su potrebni za posao.',
      ],
    },
    {
      id: 'izmene',
      title: 'Izmene politike privatnosti',
      blocks: [
        'Politiku možemo izmeniti; izmene objavljujemo na ovoj stranici sa datumom poslednje izmene, a o bitnim izmenama korisnike sa nalogom obaveštavamo e-poštom.',
      ],
    },
  ],
};
