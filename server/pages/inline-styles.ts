import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The built index.html with its stylesheets in <style> elements: a page the server rendered
 * paints at once, without waiting for a second download (the shop's CSS is about 9 KB compressed,
 * and the CSP allows inline styles). A stylesheet that is not there stays a link.
 */
export function inlineStyles(template: string, clientDir: string): string {
  return template.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(clientDir, href);
    if (!existsSync(file)) return link;
    // `</style` cannot occur in built CSS outside a string; escaped anyway so it cannot end the element.
    return `<style>${readFileSync(file, 'utf8').replaceAll('</style', '<\\/style')}</style>`;
  });
}
