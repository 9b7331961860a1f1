import { describe, expect, it } from 'vitest';
import { type ShellHead, renderShell } from '../../../server/pages/render-shell';
import { TEMPLATE } from './shell-template';

/** A page with everything: canonical URL, image, structured data and the first screen's data. */
const PRODUCT: ShellHead = {
  title: `Zli <b> & 'x' "y" | Prodavnica`,
  description: 'Opis "navodnici" & <oznake>.',
  canonical: '/proizvod/zli',
  noindex: false,
  url: 'https://prodavnica.test/proizvodi?page=2&x=<y>',
  type: 'product',
  image: 'https://prodavnica.test/images/"zli".webp',
  jsonLd: [{ '@type': 'Thing', name: '</script><!-- & \u2028\u2029' }, { '@type': 'Other' }],
  initialData: { categories: [], note: '</script>' },
};

/** The least a page has: no canonical URL, image, structured data or first-screen data. */
const MINIMAL: ShellHead = {
  title: 'Naslov',
  description: 'Opis.',
  canonical: '/',
  noindex: false,
  url: undefined,
  type: 'website',
  jsonLd: [],
};

const MINIMAL_HEAD = [
  '<title>Naslov</title>',
  '<meta name="description" content="Opis." />',
  '<meta property="og:site_name" content="Prodavnica" />',
  '<meta property="og:locale" content="sr_RS" />',
  '<meta property="og:type" content="website" />',
  '<meta property="og:title" content="Naslov" />',
  '<meta property="og:description" content="Opis." />',
  '<meta name="twitter:card" content="summary" />',
  '<meta name="twitter:title" content="Naslov" />',
  '<meta name="twitter:description" content="Opis." />',
].join('\n    ');

describe('the page shell’s head', () => {
  it('replaces the template’s title and description and puts the page’s head, every value escaped, before </head>', () => {
    expect(renderShell(TEMPLATE, PRODUCT)).toBe(`<!doctype html>
<html lang="sr-Latn">
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="/assets/index-abc.js"></script>
    <title>Zli &lt;b&gt; &amp; &#39;x&#39; &quot;y&quot; | Prodavnica</title>
    <meta name="description" content="Opis &quot;navodnici&quot; &amp; &lt;oznake&gt;." />
    <link rel="canonical" href="https://prodavnica.test/proizvodi?page=2&amp;x=&lt;y&gt;" />
    <meta property="og:site_name" content="Prodavnica" />
    <meta property="og:locale" content="sr_RS" />
    <meta property="og:type" content="product" />
    <meta property="og:title" content="Zli &lt;b&gt; &amp; &#39;x&#39; &quot;y&quot; | Prodavnica" />
    <meta property="og:description" content="Opis &quot;navodnici&quot; &amp; &lt;oznake&gt;." />
    <meta property="og:url" content="https://prodavnica.test/proizvodi?page=2&amp;x=&lt;y&gt;" />
    <meta property="og:image" content="https://prodavnica.test/images/&quot;zli&quot;.webp" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="Zli &lt;b&gt; &amp; &#39;x&#39; &quot;y&quot; | Prodavnica" />
    <meta name="twitter:description" content="Opis &quot;navodnici&quot; &amp; &lt;oznake&gt;." />
    <meta name="twitter:image" content="https://prodavnica.test/images/&quot;zli&quot;.webp" />
    <script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}</script>
    <script type="application/ld+json">{"@type":"Other"}</script>
    <script type="application/json" id="initial-data">{"categories":[],"note":"\\u003c/script\\u003e"}</script>
  </head>
  <body><div id="root"></div></body>
</html>`);
  });

  it('a page without a URL, image, structured data or first-screen data gets no canonical, og:url, image tags or scripts, and a summary card', () => {
    expect(renderShell(TEMPLATE, MINIMAL)).toBe(`<!doctype html>
<html lang="sr-Latn">
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="/assets/index-abc.js"></script>
    ${MINIMAL_HEAD}
  </head>
  <body><div id="root"></div></body>
</html>`);
  });

  it('a page not to index says noindex right after its description', () => {
    expect(renderShell('<head></head>', { ...MINIMAL, noindex: true })).toBe(
      [
        '<head>',
        '    <title>Naslov</title>',
        '    <meta name="description" content="Opis." />',
        '    <meta name="robots" content="noindex" />',
        '    <meta property="og:site_name" content="Prodavnica" />',
        '    <meta property="og:locale" content="sr_RS" />',
        '    <meta property="og:type" content="website" />',
        '    <meta property="og:title" content="Naslov" />',
        '    <meta property="og:description" content="Opis." />',
        '    <meta name="twitter:card" content="summary" />',
        '    <meta name="twitter:title" content="Naslov" />',
        '    <meta name="twitter:description" content="Opis." />',
        '  </head>',
      ].join('\n'),
    );
  });

  it('an empty description falls back to the shop’s own', () => {
    expect(renderShell('<head></head>', { ...MINIMAL, description: '' })).toContain(
      '\n    <meta name="description" content="Prodavnica — bela tehnika, mali kućni aparati, TV, računari i još mnogo toga, uz brzu isporuku širom Srbije." />\n',
    );
  });

  it('a title and description on the head’s own line, or a description written over several lines, are replaced too', () => {
    expect(
      renderShell(
        '<html><head><title>Stari</title><meta name="description" content="Stari opis."></head><body></body></html>',
        MINIMAL,
      ),
    ).toBe(`<html><head>\n    ${MINIMAL_HEAD}\n  </head><body></body></html>`);
    expect(
      renderShell(
        `<head>
<title>Stari</title>
\t<meta
      name="description"
      content="Stari opis."
    />
</head>`,
        MINIMAL,
      ),
    ).toBe(`<head>\n    ${MINIMAL_HEAD}\n  </head>`);
  });

  it('a template without a head gets one at its start, after the doctype', () => {
    expect(renderShell('<!doctype html><body><div id="root"></div></body>', MINIMAL)).toBe(
      `<!doctype html><head>${MINIMAL_HEAD}</head><body><div id="root"></div></body>`,
    );
    expect(renderShell('<!DOCTYPE html>\n<div id="root"></div>', MINIMAL)).toBe(
      `<!DOCTYPE html><head>${MINIMAL_HEAD}</head>\n<div id="root"></div>`,
    );
    expect(renderShell('<div id="root"></div>', MINIMAL)).toBe(
      `<head>${MINIMAL_HEAD}</head><div id="root"></div>`,
    );
  });

  it('a template that opens with the end of its head gets the head before it', () => {
    expect(renderShell('</head><body></body>', MINIMAL)).toBe(
      `\n    ${MINIMAL_HEAD}\n  </head><body></body>`,
    );
  });
});
