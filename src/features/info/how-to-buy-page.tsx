import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { HowToBuyPayment } from './how-to-buy-payment';
import { HowToBuyShipping } from './how-to-buy-shipping';
import { HowToBuySteps } from './how-to-buy-steps';
import './info.css';

/** /kako-kupovati: the steps of a purchase, the delivery prices and the payment methods. */
export function HowToBuyPage() {
  return (
    <article className="info-page">
      <PageHeading>Kako kupovati</PageHeading>
      <p className="info-lead">
        Kupovina traje nekoliko minuta i ne zahteva nalog. Ovde su koraci od izbora proizvoda do isporuke,
        cene dostave i načini plaćanja.
      </p>
      <HowToBuySteps />
      <HowToBuyShipping />
      <HowToBuyPayment />
      <aside className="info-note">
        <h2>Imate pitanje?</h2>
        <p>
          Pogledajte <Link href="/faq">česta pitanja</Link> ili nam se obratite preko stranice{' '}
          <Link href="/kontakt">Kontakt</Link>. Pravo na odustanak i reklamacije opisani su u{' '}
          <Link href="/uslovi-koriscenja">Uslovima korišćenja</Link>.
        </p>
      </aside>
    </article>
  );
}
