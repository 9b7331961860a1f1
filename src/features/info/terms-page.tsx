import { LegalDocument } from './legal-document';
import { TERMS } from './terms-content';

/** /uslovi-koriscenja: the terms of use and sale. */
export function TermsPage() {
  return <LegalDocument title="Uslovi korišćenja" text={TERMS} />;
}
