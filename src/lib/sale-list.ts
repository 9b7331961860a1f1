/**
 * The sale list ("Akcija"): every discounted product, as the home page's sale shelf links to it.
 * A module of its own, so that the home page carries no listing URL code (spec filters included).
 */
export const SALE_LIST_HREF = '/proizvodi?onSale=true';
