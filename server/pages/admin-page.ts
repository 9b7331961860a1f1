import { SHOP_NAME } from '../../contract/page-head';
import { renderShell } from './render-shell';

/**
 * The back office's page (/admin…): the built index.html with a head of its own and an empty body.
 * Staff pages need no data rendered on the server; the browser renders them once the shop's code
 * has loaded (src/app/start-shop.tsx), and their data comes from the staff's own calls.
 */
export function adminPage(template: string): string {
  return renderShell(template, {
    title: `Administracija | ${SHOP_NAME}`,
    description: `Administracija — ${SHOP_NAME}`,
    canonical: '/admin',
    noindex: true,
    url: undefined,
    type: 'website',
    jsonLd: [],
  });
}
