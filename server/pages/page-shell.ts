import type { FastifyInstance } from 'fastify';
import type { ConsentChoice } from '../../contract/consent';
import type { InitialData } from '../../contract/initial-data';
import type { PageData } from './page-data';
import { pageHead } from '../../contract/page-head';
import { loadCategoryTree } from '../catalog/category-tree';
import { linkOrigin } from '../public-url';
import type { Linker } from './json-ld';
import { matchPage } from './match-page';
import { loadPageData } from './page-data';
import { renderShell } from './render-shell';

/** Absolute links from the configured public origin, never from a request's Host header. */
export function linker(app: FastifyInstance): Linker {
  const origin = linkOrigin(app.config);
  return (pathOrUrl) =>
    /^https?:\/\//i.test(pathOrUrl)
      ? pathOrUrl
      : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * A storefront page's body as React renders it on the server (src/app/entry-server.tsx), for the
 * request's cookie choice (contract/consent.ts: the banner shows without one).
 */
export type RenderBody = (
  url: string,
  request: { consent: ConsentChoice | null },
) => Promise<{ html: string; state: InitialData }>;

type Page = {
  data: PageData;
  head: ReturnType<typeof pageHead>;
  body?: Awaited<ReturnType<RenderBody>>;
};

async function readPage(
  app: FastifyInstance,
  url: string,
  consent: ConsentChoice | null,
  renderBody: RenderBody | undefined,
): Promise<Page> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const tree = await loadCategoryTree(app.catalogDb);
  const data = await loadPageData(
    app.catalogDb,
    matchPage(pathname),
    new URLSearchParams(search),
    linker(app),
    tree,
  );
  const head = pageHead(pathname, search, {
    ...(data.heading !== undefined ? { heading: data.heading } : {}),
    ...(data.description !== undefined ? { description: data.description } : {}),
  });
  const body = renderBody ? await renderBody(`${pathname}${search}`, { consent }) : undefined;
  return { data, head, ...(body ? { body } : {}) };
}

/**
 * The storefront's page for a URL: the built index.html with the page's own head, its body as
 * React renders it (with what the browser needs to hydrate it), and 404 for a product, category
 * or path that does not exist. Kept with the catalogue's answers: a crawler or a first visit costs
 * one read of the catalogue's counter. Should the server rendering fail, it is logged and the
 * page goes out without its body, which the browser then renders.
 */
export async function renderPage(
  app: FastifyInstance,
  template: string,
  url: string,
  renderBody?: RenderBody,
  consent: ConsentChoice | null = null,
): Promise<{ status: number; html: string }> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  // The cookie choice only shows or hides the banner: three variants of a page at most.
  const key = `page ${pathname}${search} consent:${consent ?? 'none'}`;
  let page: Page;
  try {
    page = await app.catalogCached(key, () => readPage(app, url, consent, renderBody));
  } catch (error) {
    if (!renderBody) throw error;
    app.log.error({ err: error, url }, 'server rendering failed: the browser renders the page');
    page = await app.catalogCached(`${key} unrendered`, () => readPage(app, url, consent, undefined));
  }
  const { data, head, body } = page;
  const link = linker(app);
  const html = renderShell(template, {
    ...head,
    url: data.status === 404 ? undefined : link(head.canonical),
    type: data.type,
    image: data.image,
    imageSize: data.imageSize,
    jsonLd: data.jsonLd,
    ...(body ? { body: body.html, initialData: body.state } : {}),
  });
  return { status: data.status, html };
}
