/**
 * The sale page ("Akcija", src/features/catalog/sale-page.tsx): every discounted product with its
 * last day; the home page's sale shelf links to it. A module of its own, so that the home page
 * carries no listing URL code (spec filters included).
 */
export const SALE_LIST_HREF = '/akcija';
