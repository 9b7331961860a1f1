import type { FastifyInstance } from 'fastify';
import type { InitialData } from '../../contract/initial-data';
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
 * The storefront's page for a URL: the built index.html with the page's own head, and 404 for a
 * product, category or path that does not exist (the client then shows its 404 screen).
 */
export async function renderPage(
  app: FastifyInstance,
  template: string,
  url: string,
): Promise<{ status: number; html: string }> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const link = linker(app);
  // Kept with the catalogue's answers: a crawler or a first visit costs one read of the
  // catalogue's counter, not the category tree and the page's data.
  const { tree, data } = await app.catalogCached(`page ${pathname}${search}`, async () => {
    const tree = await loadCategoryTree(app.catalogDb);
    return {
      tree,
      data: await loadPageData(app.catalogDb, matchPage(pathname), new URLSearchParams(search), link, tree),
    };
  });
  const head = pageHead(pathname, search, {
    ...(data.heading !== undefined ? { heading: data.heading } : {}),
    ...(data.description !== undefined ? { description: data.description } : {}),
  });
  const html = renderShell(template, {
    ...head,
    url: data.status === 404 ? undefined : link(head.canonical),
    type: data.type,
    image: data.image,
    jsonLd: data.jsonLd,
    initialData: { categories: tree, ...data.initial } satisfies InitialData,
  });
  return { status: data.status, html };
}
