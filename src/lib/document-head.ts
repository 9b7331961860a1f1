import { type PageHead, TYPED_ATTRIBUTE } from '../../contract/page-head';

function setMeta(selector: string, attributes: Record<string, string>, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = document.createElement('meta');
    for (const [name, value] of Object.entries(attributes)) meta.setAttribute(name, value);
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Puts a page's head (contract/page-head.ts, as the server renders it) into the document after a
 * navigation: title (with what the shopper typed in it), description, canonical, robots and the
 * Open Graph title, text and URL.
 */
export function applyHead(head: PageHead) {
  document.title = head.title;
  const title = document.head.querySelector('title');
  if (head.typed) title?.setAttribute(TYPED_ATTRIBUTE, head.typed);
  else title?.removeAttribute(TYPED_ATTRIBUTE);
  setMeta('meta[name="description"]', { name: 'description' }, head.description);
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex) setMeta('meta[name="robots"]', { name: 'robots' }, 'noindex');
  else robots?.remove();
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // The server's canonical names the shop's public origin; keep it.
  const origin = canonical ? new URL(canonical.href, location.href).origin : location.origin;
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = origin + head.canonical;
  for (const [property, content] of [
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', canonical.href],
  ] as const)
    document.head
      .querySelector<HTMLMetaElement>(`meta[property="${property}"]`)
      ?.setAttribute('content', content);
}
