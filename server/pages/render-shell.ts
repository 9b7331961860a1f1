import { INITIAL_DATA_ID, TYPED_ATTRIBUTE } from '../../contract/page-head';
import { type ImageSize, shareImageSize } from '../images/share-image';
import { DEFAULT_DESCRIPTION, type PageHead, SHOP_NAME } from '../../contract/page-head';
import { escapeHtml, jsonForScript } from './escape';

export type ShellHead = PageHead & {
  /** The canonical URL, absolute; none for a page that does not exist. */
  url: string | undefined;
  type: 'website' | 'product';
  image?: string | undefined;
  /** The image's type and size when known; a share PNG's are (SHARE_IMAGE). */
  imageSize?: ImageSize | undefined;
  jsonLd: readonly object[];
  /** The page's body as React rendered it (src/app/entry-server.tsx), placed in #root. */
  body?: string;
  /** What the browser hydrates the body with (contract/initial-data.ts). */
  initialData?: object;
};

const EMPTY_ROOT = '<div id="root"></div>';

// With the line they stand on, so the rendered head keeps no blank lines.
const TITLE = /\n?[ \t]*<title>[^<]*<\/title>/;
const DESCRIPTION = /\n?[ \t]*<meta\s+name="description"[^>]*>/;

/**
 * The built index.html with this page's head and body: the template's title and description are
 * replaced, the page's head goes before </head> and its rendered body into #root. Every value is
 * escaped for where it goes (the body is React's own escaped markup).
 */
export function renderShell(template: string, head: ShellHead): string {
  const attr = escapeHtml;
  const imageSize = head.image ? (head.imageSize ?? shareImageSize(head.image)) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  const tags = [
    ...(head.url ? [`<link rel="canonical" href="${attr(head.url)}" />`] : []),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'sr_RS'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.url ? [meta('property', 'og:url', head.url)] : []),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(imageSize
      ? [
          meta('property', 'og:image:type', imageSize.type),
          meta('property', 'og:image:width', String(imageSize.width)),
          meta('property', 'og:image:height', String(imageSize.height)),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
    ...(head.initialData
      ? [
          `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(head.initialData)}</script>`,
        ]
      : []),
  ];
  const headHtml = [
    `<title${head.typed ? ` ${TYPED_ATTRIBUTE}="${attr(head.typed)}"` : ''}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description || DEFAULT_DESCRIPTION),
    ...tags,
  ].join('\n    ');
  const bare = template
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${head.body ?? ''}</div>`);
  const at = bare.indexOf('</head>');
  // A template without a head (a bare test page) gets one at its start, after the doctype.
  if (at < 0) return bare.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<head>${headHtml}</head>`);
  return `${bare.slice(0, at).trimEnd()}\n    ${headHtml}\n  ${bare.slice(at)}`;
}
