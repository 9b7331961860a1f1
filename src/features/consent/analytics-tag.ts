const SCRIPT_ID = 'gtm-script';

type TagWindow = Window & { dataLayer?: unknown[] };

/** The Google Tag Manager container of this build (VITE_GTM_ID), or null when analytics is off. */
export function gtmId(): string | null {
  const id: unknown = import.meta.env.VITE_GTM_ID;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

/**
 * Loads the tag manager (DESIGN §3: only with VITE_GTM_ID set and after the shopper accepted
 * analytics cookies). Loading twice is a no-op.
 */
export function loadAnalyticsTag(id: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const tagWindow = window as TagWindow;
  tagWindow.dataLayer = tagWindow.dataLayer ?? [];
  tagWindow.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
