import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { FAQ_GROUPS, type FaqEntry } from './faq-content';
import './info.css';

/** /faq: the shop's frequently asked questions, grouped, each answer behind its question. */
export function FaqPage() {
  return (
    <article className="info-page">
      <PageHeading>Česta pitanja</PageHeading>
      <p className="info-lead">
        Odgovori na pitanja koja nam kupci najčešće postavljaju. Kliknite na pitanje da vidite odgovor.
      </p>
      <nav aria-label="Teme pitanja" className="info-toc">
        <ul>
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-naslov`} className="faq-group">
          <h2 id={`${group.id}-naslov`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <FaqItem key={entry.question} entry={entry} />
          ))}
        </section>
      ))}
      <aside className="info-note">
        <h2>Niste pronašli odgovor?</h2>
        <p>
          Pišite nam ili nas pozovite, rado ćemo pomoći: <Link href="/kontakt">Kontakt</Link>.
        </p>
      </aside>
    </article>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <details className="faq-item">
      <summary>{entry.question}</summary>
      <div className="faq-answer">
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {entry.link && (
          <p>
            <Link href={entry.link.href}>{entry.link.label}</Link>
          </p>
        )}
      </div>
    </details>
  );
}
