import { NOT_FOUND_HEADINGS } from '../../contract/page-head';

/**
 * The h1 of each page whose heading does not depend on data, as its screen in src/features shows
 * it (test/features/layout/page-head.test.tsx compares some): the server's title for the page.
 */
export const STATIC_HEADINGS: Readonly<Record<string, string>> = {
  '/': 'Dobro došli u Prodavnicu',
  '/faq': 'Česta pitanja',
  '/kontakt': 'Kontakt',
  '/kako-kupovati': 'Kako kupovati',
  '/uslovi-koriscenja': 'Uslovi korišćenja',
  '/politika-privatnosti': 'Politika privatnosti',
  '/korpa': 'Korpa',
  '/login': 'Prijava',
  '/register': 'Registracija',
  '/forgot-password': 'Zaboravljena lozinka',
  '/reset-password': 'Nova lozinka',
  '/verification': 'Potvrda e-adrese',
  '/verify-email': 'Potvrda e-adrese',
  '/profil': 'Moj profil',
  '/profil/ocene': 'Moje ocene',
  '/profil/lista-zelja': 'Lista želja',
  '/profil/istorija-kupovine': 'Istorija kupovine',
  '/potvrdjena-kupovina': 'Hvala na kupovini!',
  '/proizvod/404': NOT_FOUND_HEADINGS.product,
  '/error': 'Došlo je do greške',
  '/uporedi': 'Poređenje proizvoda',
};
