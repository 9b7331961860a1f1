import type { Carrier } from './order-lifecycle';

/** Each carrier's public tracking page, with the shipment's number in it. */
const trackingPages: Record<Carrier, (number: string) => string> = {
  postExpress: (number) => `https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=${number}`,
  dExpress: (number) => `https://www.dexpress.rs/rs/pracenje-posiljaka/${number}`,
  aks: (number) => `https://www.aks.rs/pracenje-posiljke/?broj=${number}`,
  bex: (number) => `https://www.bex.rs/pracenje-posiljke/?broj=${number}`,
  cityExpress: (number) => `https://www.cityexpress.rs/pracenje-posiljke/?broj=${number}`,
};

/** The link a shopper follows to track a shipment (the mail and the order page show it). */
export const trackingUrlOf = (carrier: Carrier, trackingNumber: string): string =>
  trackingPages[carrier](encodeURIComponent(trackingNumber));
