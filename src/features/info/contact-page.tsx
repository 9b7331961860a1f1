import { PageHeading } from '../../components/ui/page-heading';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import './info.css';

/** /kontakt: the shop's contact data and a form that sends a message to the shop. */
export function ContactPage() {
  return (
    <article className="info-page info-page-wide">
      <PageHeading>Kontakt</PageHeading>
      <p className="info-lead">
        Imate pitanje o proizvodu, porudžbini ili dostavi? Pozovite nas, pišite nam ili popunite formu —
        odgovaramo u najkraćem roku, radnim danom najčešće isti dan.
      </p>
      <div className="contact-layout">
        <ContactDetails />
        <section aria-labelledby="kontakt-forma" className="contact-form-section">
          <h2 id="kontakt-forma">Pošaljite nam poruku</h2>
          <ContactForm labelledBy="kontakt-forma" />
        </section>
      </div>
    </article>
  );
}
