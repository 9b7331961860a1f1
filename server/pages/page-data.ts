import type { CategoryNode, ProductDetail } from '../../contract/catalog';
import { type ImageSize, shareImagePath } from '../images/share-image';
import {
  NOT_FOUND_HEADINGS,
  categoryDescription,
  hasListingFilters,
  isSaleList,
  listingHeading,
  productDescription,
  searchHeading,
} from '../../contract/page-head';
import type { Db } from '../db/client';
import type { Breadcrumb } from '../catalog/category-tree';
import { findProductDetail } from '../catalog/product-detail';
import { type Linker, breadcrumbLd, organizationLd, productLd, webSiteLd } from './json-ld';
import { listingShareImage } from './listing-image';
import type { PageMatch } from './match-page';

/** What a page's head is made of, besides the rules of contract/page-head.ts. */
export type PageData = {
  status: 200 | 404;
  heading?: string;
  description?: string;
  /** og:type. */
  type: 'website' | 'product';
  /** Absolute image URL for Open Graph and Twitter. */
  image?: string;
  /** The image's type and size, when known (a product photo's JPEG, a drawing's share PNG). */
  imageSize?: ImageSize;
  jsonLd: object[];
};

/**
 * The picture a shared product link shows: its first photo's largest JPEG (link previews take
 * JPEG everywhere, AVIF and WebP not), else its drawing as the share PNG.
 */
function productImage(product: ProductDetail, link: Linker): Pick<PageData, 'image' | 'imageSize'> {
  const photo = product.photos?.[0];
  if (!photo) return { image: link(shareImagePath(product.images[0] ?? product.thumbnail)) };
  return {
    image: link(photo.url),
    imageSize: { type: 'image/jpeg', width: photo.width, height: photo.height },
  };
}

const notFound = (heading: string): PageData => ({
  status: 404,
  heading,
  type: 'website',
  jsonLd: [],
});

/** A category's id and its subcategories', as its listing counts them. */
const subtreeIds = (node: CategoryNode): number[] => [node.id, ...node.children.flatMap(subtreeIds)];

function findCategory(
  nodes: readonly CategoryNode[],
  slug: string,
  path: Breadcrumb[] = [],
): { node: CategoryNode; path: Breadcrumb[] } | undefined {
  for (const node of nodes) {
    const here = [...path, { name: node.name, slug: node.slug }];
    if (node.slug === slug) return { node, path: here };
    const found = findCategory(node.children, slug, here);
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads what the page shows from the catalogue (the same reads as the API) and describes it.
 * `tree` is the category tree, which every page's header shows.
 */
export async function loadPageData(
  db: Db,
  match: PageMatch,
  query: URLSearchParams,
  link: Linker,
  tree: readonly CategoryNode[],
): Promise<PageData> {
  const filtered = hasListingFilters(query);
  const onSale = isSaleList(query);
  switch (match.kind) {
    case 'home':
      return { status: 200, type: 'website', jsonLd: [organizationLd(link), webSiteLd(link)] };
    case 'static':
      return { status: 200, heading: match.heading, type: 'website', jsonLd: [] };
    case 'orderDetails':
      return { status: 200, heading: 'Detalji porudžbine', type: 'website', jsonLd: [] };
    case 'search':
      return { status: 200, heading: searchHeading(query.get('q')), type: 'website', jsonLd: [] };
    case 'productNotFound':
      return notFound(NOT_FOUND_HEADINGS.product);
    case 'notFound':
      return notFound(NOT_FOUND_HEADINGS.page);
    case 'product': {
      const product = await findProductDetail(db, match.slug);
      if (!product) return notFound(NOT_FOUND_HEADINGS.product);
      return {
        status: 200,
        heading: product.name,
        description: productDescription(product),
        type: 'product',
        ...productImage(product, link),
        jsonLd: [
          productLd(product, link),
          breadcrumbLd(product.categoryPath, link, {
            name: product.name,
            path: `/proizvod/${encodeURIComponent(product.slug)}`,
          }),
        ],
      };
    }
    case 'allProducts': {
      const count = tree.reduce((sum, node) => sum + node.productCount, 0);
      const { heading, described } = listingHeading(undefined, onSale);
      return {
        status: 200,
        heading,
        description: categoryDescription(described, filtered ? undefined : count),
        type: 'website',
        jsonLd: [
          breadcrumbLd([], link, { name: heading, path: onSale ? '/proizvodi?onSale=true' : '/proizvodi' }),
        ],
      };
    }
    case 'sale': {
      return {
        status: 200,
        heading: 'Akcija',
        description: categoryDescription('Proizvodi na akciji'),
        type: 'website',
        ...(await listingShareImage(db, link, { onSale: true })),
        jsonLd: [breadcrumbLd([], link, { name: 'Akcija', path: '/akcija' })],
      };
    }
    case 'category': {
      const found = findCategory(tree, match.slug);
      if (!found) return notFound(NOT_FOUND_HEADINGS.category);
      const { node, path } = found;
      const { heading, described } = listingHeading(node.name, onSale);
      return {
        status: 200,
        heading,
        description: categoryDescription(described, filtered ? undefined : node.productCount),
        type: 'website',
        ...(await listingShareImage(db, link, { categoryIds: subtreeIds(node), onSale })),
        jsonLd: [breadcrumbLd(path, link)],
      };
    }
  }
}
