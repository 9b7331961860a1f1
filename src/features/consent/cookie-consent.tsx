import { lazy, Suspense, useEffect } from 'react';
import { gtmId, loadAnalyticsTag } from './analytics-tag';
import { saveConsent } from './consent-store';
import { useConsent } from './use-consent';
import './consent.css';

// Shown only in the browser, after the page is hydrated: its code is not on the first download.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

/**
 * Asks for the cookie choice until the shopper made one (once the page is the browser's), and loads the analytics tag only once
 * they accepted it and the build has a tag id (DESIGN §3).
 */
export function CookieConsent() {
  const consent = useConsent();
  const analytics = consent?.choice === 'analytics';

  useEffect(() => {
    const id = gtmId();
    if (analytics && id) loadAnalyticsTag(id);
  }, [analytics]);

  if (!consent || (consent.choice !== null && !consent.editing)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={saveConsent} reopened={consent.editing} />
    </Suspense>
  );
}
