import { LegalDocument } from './legal-document';
import { PRIVACY } from './privacy-content';

/** /politika-privatnosti: how the shop handles personal data and cookies. */
export function PrivacyPage() {
  return <LegalDocument title="Politika privatnosti" text={PRIVACY} />;
}
