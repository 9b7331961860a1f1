import type {
  BreadcrumbList,
  ItemAvailability,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { ProductDetail } from '../../contract/catalog';
import type { Breadcrumb } from '../catalog/category-tree';
import { payPrice, isDiscounted } from '../../contract/money';
import { SHOP_NAME } from '../../contract/page-head';
import { SHOP } from '../../contract/shop';

/** Absolute links for structured data: every path is joined to the shop's public origin. */
export type Linker = (pathOrUrl: string) => string;

/** schema.org's field for a GTIN of each length (EAN-8, UPC-A, EAN-13, GTIN-14); none fits another. */
const GTIN_FIELDS = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' } as const;

function gtin(ean: string): { gtin8?: string; gtin12?: string; gtin13?: string; gtin14?: string } {
  const field = GTIN_FIELDS[ean.length as keyof typeof GTIN_FIELDS];
  return field ? { [field]: ean } : {};
}

function availability(product: Pick<ProductDetail, 'available' | 'stock'>): ItemAvailability {
  if (!product.available) return 'https://schema.org/Discontinued';
  return product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

export function productLd(product: ProductDetail, link: Linker): WithContext<Product> {
  const url = link(`/proizvod/${encodeURIComponent(product.slug)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    image: product.images.map(link),
    sku: String(product.id),
    ...gtin(product.ean),
    brand: { '@type': 'Brand', name: product.brand },
    url,
    offers: {
      '@type': 'Offer',
      price: payPrice(product),
      priceCurrency: 'RSD',
      // A discounted price holds until its last day (search engines show it no longer).
      ...(product.discountUntil && isDiscounted(product) ? { priceValidUntil: product.discountUntil } : {}),
      availability: availability(product),
      url,
      seller: { '@type': 'Organization', name: SHOP.company },
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home, then the categories from the top down, then (on a product page) the product. */
export function breadcrumbLd(
  path: readonly Breadcrumb[],
  link: Linker,
  last?: { name: string; path: string },
): WithContext<BreadcrumbList> {
  const crumbs = [
    { name: SHOP_NAME, path: '/' },
    ...path.map((crumb) => ({ name: crumb.name, path: `/proizvodi/${encodeURIComponent(crumb.slug)}` })),
    ...(last ? [last] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: link(crumb.path),
    })),
  };
}

export function organizationLd(link: Linker): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP.company,
    alternateName: SHOP_NAME,
    url: link('/'),
    logo: link('/favicon.svg'),
    email: SHOP.email,
    telephone: SHOP.phoneHref.replace(/^tel:/, ''),
    taxID: SHOP.taxId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP.street,
      postalCode: SHOP.postalCode,
      addressLocality: SHOP.city,
      addressCountry: 'RS',
    },
  };
}

export function webSiteLd(link: Linker): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${link('/proizvodi/pretraga')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: link('/'),
    inLanguage: 'sr-Latn',
    potentialAction: search,
  };
}
