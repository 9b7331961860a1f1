import { Link } from 'wouter';

/** DESIGN §3: an unverified user is told how to get a wishlist instead of seeing one. */
export function WishlistVerifyNotice() {
  return (
    <section className="wishlist-verify" aria-labelledby="wishlist-verify-title">
      <h2 id="wishlist-verify-title">Lista želja čeka potvrdu Vaše e-adrese</h2>
      <p>Lista želja je dostupna korisnicima koji su potvrdili svoju e-adresu. Potvrda traje samo minut:</p>
      <ol>
        <li>Otvorite poruku koju smo Vam poslali posle registracije.</li>
        <li>Kliknite na link za potvrdu u poruci.</li>
        <li>Vratite se ovde: lista želja će biti spremna.</li>
      </ol>
      <p>Poruka nije stigla ili je link istekao? Pošaljite novu.</p>
      <Link href="/verification" className="button primary">
        Potvrdite e-adresu
      </Link>
    </section>
  );
}
