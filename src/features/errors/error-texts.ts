/** The Serbian title of the error page for a status (DESIGN §3). */
export function errorTitle(statusCode: number): string {
  return statusCode === 404 ? 'Stranica nije pronađena' : 'Došlo je do greške';
}

const descriptions: Record<number, string> = {
  400: 'Zahtev nije ispravan. Proverite adresu ili podatke i pokušajte ponovo.',
  401: 'Za ovu stranicu potrebno je da se prijavite.',
  403: 'Nemate pristup ovoj stranici.',
  404: 'Stranica koju tražite ne postoji ili je premeštena. Proverite adresu ili potražite proizvod.',
  429: 'Previše zahteva za kratko vreme. Sačekajte nekoliko trenutaka pa pokušajte ponovo.',
  503: 'Prodavnica trenutno nije dostupna zbog održavanja. Pokušajte ponovo za nekoliko minuta.',
};

/** What went wrong, in words for the shopper, and what they can do. */
export function errorDescription(statusCode: number): string {
  return (
    descriptions[statusCode] ?? 'Nešto nije u redu na našoj strani. Pokušajte ponovo za nekoliko trenutaka.'
  );
}
