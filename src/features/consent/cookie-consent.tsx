import { useEffect } from 'react';
import { gtmId, loadAnalyticsTag } from './analytics-tag';
import { ConsentBanner } from './consent-banner';
import { saveConsent } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

/**
 * Asks for the cookie choice until the shopper made one (the server renders the banner too: it
 * reads the same cookie), and loads the analytics tag only once
 * they accepted it and the build has a tag id (DESIGN §3).
 */
export function CookieConsent() {
  const consent = useConsent();
  const analytics = consent.choice === 'analytics';

  useEffect(() => {
    const id = gtmId();
    if (analytics && id) loadAnalyticsTag(id);
  }, [analytics]);

  if (consent.choice !== null && !consent.editing) return null;
  return <ConsentBanner onChoose={saveConsent} reopened={consent.editing} />;
}
