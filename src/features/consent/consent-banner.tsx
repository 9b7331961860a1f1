import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { ConsentChoice } from './consent-store';

type Props = {
  onChoose: (choice: ConsentChoice) => void;
  /** Opened again from the footer: the focus moves into the banner. */
  reopened: boolean;
};

/** DESIGN §3: the cookie banner of the first visit; analytics cookies only with consent. */
export function ConsentBanner({ onChoose, reopened }: Props) {
  const region = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);
  return (
    <section ref={region} className="consent-banner" aria-labelledby="consent-title" tabIndex={-1}>
      <div className="consent-banner-body">
        <h2 id="consent-title">Koristimo kolačiće</h2>
        {/* Short paragraphs: the banner arrives after the page, and must not outweigh it on a phone. */}
        <p>Neophodni kolačići čuvaju Vašu korpu i prijavu.</p>
        <p>
          Analitičke (Google Tag Manager) koristimo samo uz Vašu saglasnost; izbor menjate u podnožju
          stranice. <Link href="/politika-privatnosti">Saznajte više o kolačićima</Link>
        </p>
      </div>
      <div className="consent-banner-actions">
        <button type="button" className="button primary" onClick={() => onChoose('analytics')}>
          Prihvatam analitičke kolačiće
        </button>
        <button type="button" className="button secondary" onClick={() => onChoose('necessary')}>
          Samo neophodni
        </button>
      </div>
    </section>
  );
}
