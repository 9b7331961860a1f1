import { useEffect } from 'react';
import { gtmId, loadAnalyticsTag } from './analytics-tag';
import { ConsentBanner } from './consent-banner';
import { saveConsent } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

/**
 * Asks for the cookie choice until the shopper made one, and loads the analytics tag only once
 * they accepted it and the build has a tag id (DESIGN §3).
 */
export function CookieConsent() {
  const { choice, editing } = useConsent();
  const analytics = choice === 'analytics';

  useEffect(() => {
    const id = gtmId();
    if (analytics && id) loadAnalyticsTag(id);
  }, [analytics]);

  if (choice !== null && !editing) return null;
  return <ConsentBanner onChoose={saveConsent} reopened={editing} />;
}
