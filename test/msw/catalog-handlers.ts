import { routes } from '../../contract/routes';
import { handle } from './handle';
import { http, type HttpHandler, HttpResponse } from 'msw';
import {
  type AttributeFacet,
  type CategoryNode,
  type Product,
  type ProductDetail,
  categoryTreeSchema,
  productDetailResponseSchema,
  productRelatedResponseSchema,
  type SearchAlternatives,
  productListSchema,
  searchResultSchema,
  suggestResponseSchema,
} from '../../contract/catalog';
import { compareQuerySchema, compareResponseSchema, compareTexts } from '../../contract/compare';
import { isDiscounted, payPrice } from '../../contract/money';
import { type Review, productReviewsResponseSchema } from '../../contract/reviews';
import { cyrillicToLatin } from '../../contract/serbian-script';
import { contractJson, errorJson } from './contract-responses';
import { aProduct } from './fixtures';
import { apiUrl } from './msw-server';

/** A product of the fake catalogue with its category slug, detail fields and reviews. */
export type CatalogEntry = {
  product: Product;
  category: string;
  detail?: Partial<ProductDetail>;
  reviews?: Review[];
  /** Typed specification values by key, for the spec filters (energy_class: "A", volume: 300). */
  specs?: Record<string, string | number>;
  /** The import's explicit links: accessories by slug ("Dodatna oprema"). */
  accessories?: string[];
};

/**
 * A small catalogue answering like server/routes/api/products does: the listing's filters, sorts
 * and pages, search (case, diacritics and script ignored; alternatives when nothing matches),
 * suggest, detail and reviews. Every answer goes through the contract's schemas.
 */
export type FakeCatalog = {
  categories: CategoryNode[];
  entries: CatalogEntry[];
  /** Paths ("GET /api/products") that answer 500, to show error states. */
  failing: string[];
};

const fold = (text: string) =>
  cyrillicToLatin(text)
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function aCatalog(overrides: Partial<FakeCatalog> = {}): FakeCatalog {
  const categories: CategoryNode[] = [
    {
      id: 1,
      name: 'Bela tehnika',
      slug: 'bela-tehnika',
      productCount: 3,
      children: [
        { id: 11, name: 'Frižideri', slug: 'frizideri', productCount: 2, children: [] },
        { id: 12, name: 'Veš mašine', slug: 'ves-masine', productCount: 1, children: [] },
      ],
    },
    {
      id: 2,
      name: 'Mali kućni aparati',
      slug: 'mali-kucni-aparati',
      productCount: 2,
      children: [{ id: 21, name: 'Usisivači', slug: 'usisivaci', productCount: 2, children: [] }],
    },
  ];
  const entries: CatalogEntry[] = [
    {
      category: 'frizideri',
      product: aProduct({
        id: 1,
        name: 'Frižider Polar 300',
        slug: 'frizider-polar-300',
        brand: 'Polar',
        price: 54_990,
        shippingPrice: 1490,
        stock: 4,
        energyClass: 'A',
      }),
      specs: { energy_class: 'A', volume: 300 },
    },
    {
      category: 'frizideri',
      product: aProduct({
        id: 2,
        name: 'Frižider Mraz Mini',
        slug: 'frizider-mraz-mini',
        brand: 'Mraz',
        price: 24_990,
        discountPrice: 21_990,
        discountUntil: '2026-12-15',
        shippingPrice: 1490,
        stock: 1,
        energyClass: 'B',
      }),
      specs: { energy_class: 'B', volume: 120 },
    },
    {
      category: 'ves-masine',
      product: aProduct({
        id: 3,
        name: 'Veš mašina Talas 7',
        slug: 'ves-masina-talas-7',
        brand: 'Talas',
        price: 39_990,
        shippingPrice: 1490,
        available: false,
        stock: 0,
      }),
    },
    {
      category: 'usisivaci',
      product: aProduct({
        id: 4,
        name: 'Usisivač Tornado 2000',
        slug: 'usisivac-tornado-2000',
        brand: 'Tornado',
        price: 12_990,
      }),
    },
    {
      category: 'usisivaci',
      product: aProduct({
        id: 5,
        name: 'Usisivač Čistač Lux',
        slug: 'usisivac-cistac-lux',
        brand: 'Čistač',
        price: 3_490,
        discountPrice: 2_990,
        discountUntil: '2027-01-03',
      }),
    },
  ];
  return { categories, entries, failing: [], ...overrides };
}

function subtreeSlugs(nodes: CategoryNode[], slug: string): string[] | null {
  for (const node of nodes) {
    if (node.slug === slug) {
      const all: string[] = [];
      const walk = (n: CategoryNode) => {
        all.push(n.slug);
        n.children.forEach(walk);
      };
      walk(node);
      return all;
    }
    const inner = subtreeSlugs(node.children, slug);
    if (inner) return inner;
  }
  return null;
}

function pathTo(nodes: CategoryNode[], slug: string, trail: CategoryNode[] = []): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.slug === slug) return [...trail, node];
    const inner = pathTo(node.children, slug, [...trail, node]);
    if (inner) return inner;
  }
  return null;
}

const sorters: Record<string, (a: Product, b: Product) => number> = {
  price_asc: (a, b) => payPrice(a) - payPrice(b),
  price_desc: (a, b) => payPrice(b) - payPrice(a),
  name: (a, b) => a.name.localeCompare(b.name, 'sr'),
  newest: (a, b) => b.id - a.id,
};

/** The fake's spec facets: energy class values and the volume's range, over the listing (filters not applied). */
function specFacets(matching: CatalogEntry[]): AttributeFacet[] {
  const classes = new Map<string, number>();
  const volumes: number[] = [];
  for (const { specs } of matching) {
    if (typeof specs?.energy_class === 'string')
      classes.set(specs.energy_class, (classes.get(specs.energy_class) ?? 0) + 1);
    if (typeof specs?.volume === 'number') volumes.push(specs.volume);
  }
  return [
    ...(volumes.length > 0
      ? [
          {
            key: 'volume',
            name: 'Ukupna zapremina',
            group: 'Osnovne karakteristike',
            type: 'number' as const,
            unit: 'l',
            range: { min: Math.min(...volumes), max: Math.max(...volumes) },
          },
        ]
      : []),
    ...(classes.size > 0
      ? [
          {
            key: 'energy_class',
            name: 'Energetski razred',
            group: 'Energija',
            type: 'option' as const,
            values: [...classes].sort().map(([value, count]) => ({ value, label: value, count })),
          },
        ]
      : []),
  ];
}

export function catalogHandlers(catalog: FakeCatalog): HttpHandler[] {
  const failing = (request: Request) =>
    catalog.failing.includes(`${request.method} ${new URL(request.url).pathname}`)
      ? errorJson(500, { error: 'Došlo je do greške na serveru. Pokušajte ponovo.', code: 'INTERNAL_ERROR' })
      : null;

  const listBody = (request: Request, matching: CatalogEntry[]) => {
    const params = new URL(request.url).searchParams;
    const brands = params.get('brand')?.split(',').filter(Boolean) ?? [];
    const minPrice = Number(params.get('minPrice') ?? 0);
    const maxPrice = Number(params.get('maxPrice') ?? Number.POSITIVE_INFINITY);
    const onlyAvailable = params.get('available') === 'true';
    const onlyOnSale = params.get('onSale') === 'true';
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 24);
    const specFilters = [...params].filter(([name]) => name.startsWith('a.'));
    const passes = (entry: CatalogEntry) =>
      specFilters.every(([name, raw]) => {
        const held = entry.specs?.[name.slice(2)];
        if (held === undefined) return false;
        if (typeof held === 'string') return raw.split(',').includes(held);
        const [min, max] = raw.split('-');
        return (!min || held >= Number(min)) && (!max || held <= Number(max));
      });
    const filtered = matching
      .filter(passes)
      .map((entry) => entry.product)
      .filter((p) => brands.length === 0 || brands.includes(p.brand))
      .filter((p) => payPrice(p) >= minPrice && payPrice(p) <= maxPrice)
      .filter((p) => !onlyAvailable || (p.available && p.stock > 0))
      .filter((p) => !onlyOnSale || isDiscounted(p));
    const sorter = sorters[params.get('sort') ?? ''];
    const sorted = sorter ? [...filtered].sort(sorter) : filtered;
    const brandCounts = new Map<string, number>();
    for (const { product } of matching)
      brandCounts.set(product.brand, (brandCounts.get(product.brand) ?? 0) + 1);
    const prices = matching.map((entry) => payPrice(entry.product));
    const slug = params.get('category');
    const path = slug ? pathTo(catalog.categories, slug) : null;
    return {
      items: sorted.slice((page - 1) * pageSize, page * pageSize),
      total: sorted.length,
      page,
      pageSize,
      facets: {
        brands: [...brandCounts].map(([name, count]) => ({ name, count })),
        price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
        availableCount: matching.filter((entry) => entry.product.available && entry.product.stock > 0).length,
        attributes: specFacets(matching),
      },
      category: path
        ? {
            name: path.at(-1)!.name,
            slug: path.at(-1)!.slug,
            path: path.map(({ name, slug }) => ({ name, slug })),
          }
        : null,
    };
  };
  const list = (request: Request, matching: CatalogEntry[]) =>
    contractJson(productListSchema, listBody(request, matching));

  const detailOf = (entry: CatalogEntry): ProductDetail => {
    const path = pathTo(catalog.categories, entry.category) ?? [];
    const reviews = entry.reviews ?? [];
    return {
      ...entry.product,
      description: `${entry.product.name}: pouzdan izbor za svaki dom.`,
      images: [entry.product.thumbnail],
      categoryPath: path.map(({ name, slug }) => ({ name, slug })),
      attributes: [{ key: 'warranty', name: 'Garancija', value: '2 godine', group: 'Ostalo', type: 'text' }],
      rating: {
        average: reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0,
        count: reviews.length,
      },
      ...entry.detail,
    };
  };
  const matchingEntries = (words: string[]) =>
    catalog.entries.filter((entry) => words.every((word) => fold(entry.product.name).includes(word)));
  /**
   * As the server: unknown words replaced by a name word ≤ 2 edits away, spelled as the name
   * writes it; popular = catalogue order.
   */
  const alternativesFor = (words: string[]): SearchAlternatives => {
    const written = new Map(
      catalog.entries.flatMap((entry) =>
        entry.product.name.split(/\s+/).map((word) => [fold(word), word.toLocaleLowerCase('sr')] as const),
      ),
    );
    const corrected = words.map(
      (word) =>
        [...written.keys()].find((candidate) => word.length >= 4 && editDistance(word, candidate) <= 2) ??
        word,
    );
    const query = corrected.map((word) => written.get(word) ?? word).join(' ');
    const categorySlugs = [...new Set(catalog.entries.map((entry) => entry.category))].slice(0, 4);
    return {
      didYouMean:
        corrected.join(' ') !== words.join(' ') && matchingEntries(corrected).length > 0 ? [query] : [],
      categories: categorySlugs.map((slug) => {
        const node = pathTo(catalog.categories, slug)!.at(-1)!;
        return { name: node.name, slug: node.slug };
      }),
      products: catalog.entries
        .map((entry) => entry.product)
        .filter((product) => product.available && product.stock > 0)
        .slice(0, 4),
    };
  };
  const bySlug = (slug: unknown) => catalog.entries.find((entry) => entry.product.slug === slug);
  const productNotFound = () =>
    errorJson(404, { error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });

  return [
    handle(
      routes.categories,
      ({ request }) => failing(request) ?? contractJson(categoryTreeSchema, catalog.categories),
    ),
    handle(routes.productSearch, ({ request }) => {
      const q = fold(new URL(request.url).searchParams.get('q') ?? '');
      if (!q.trim())
        return errorJson(400, { error: 'Unesite pojam za pretragu.', code: 'VALIDATION_ERROR', issues: [] });
      const words = q.split(/\s+/).filter(Boolean);
      const matching = matchingEntries(words);
      return (
        failing(request) ??
        contractJson(searchResultSchema, {
          ...listBody(request, matching),
          ...(matching.length === 0 ? { alternatives: alternativesFor(words) } : {}),
        })
      );
    }),
    handle(routes.productSuggest, ({ request }) => {
      const q = fold(new URL(request.url).searchParams.get('q') ?? '');
      const found = catalog.entries.filter((entry) => fold(entry.product.name).includes(q)).slice(0, 6);
      const categories = catalog.categories
        .flatMap((top) => [
          { node: top, parentName: null },
          ...top.children.map((node) => ({ node, parentName: top.name })),
        ])
        .filter(({ node }) =>
          fold(node.name)
            .split(/\s+/)
            .some((word) => word.startsWith(q)),
        )
        .slice(0, 3)
        .map(({ node: { id, name, slug }, parentName }) => ({ id, name, slug, parentName }));
      return contractJson(suggestResponseSchema, {
        categories,
        suggestions: found.map(({ product: { id, name, slug, thumbnail, price, discountPrice } }) => ({
          id,
          name,
          slug,
          thumbnail,
          price,
          discountPrice,
        })),
      });
    }),
    handle(routes.productList, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('category');
      if (!slug) return failing(request) ?? list(request, catalog.entries);
      const slugs = subtreeSlugs(catalog.categories, slug);
      if (!slugs) return errorJson(404, { error: 'Kategorija nije pronađena.', code: 'NOT_FOUND' });
      return (
        failing(request) ??
        list(
          request,
          catalog.entries.filter((entry) => slugs.includes(entry.category)),
        )
      );
    }),
    handle(routes.productReviews, ({ request, params }) => {
      const entry = bySlug(params.slug);
      if (!entry) return productNotFound();
      const items = entry.reviews ?? [];
      return (
        failing(request) ??
        contractJson(productReviewsResponseSchema, {
          items,
          average: items.length ? items.reduce((sum, r) => sum + r.rating, 0) / items.length : 0,
          count: items.length,
        })
      );
    }),
    handle(routes.productRelated, ({ request, params }) => {
      const entry = bySlug(params.slug);
      if (!entry) return productNotFound();
      // As the server: the same category's products (the brand's first), then the accessory links.
      const sameCategory = catalog.entries.filter(
        (other) => other !== entry && other.category === entry.category && other.product.available,
      );
      const related = [
        ...sameCategory.filter((other) => other.product.brand === entry.product.brand),
        ...sameCategory.filter((other) => other.product.brand !== entry.product.brand),
      ].slice(0, 8);
      return (
        failing(request) ??
        contractJson(productRelatedResponseSchema, {
          related: related.map((other) => other.product),
          accessories: (entry.accessories ?? []).flatMap((slug) => bySlug(slug)?.product ?? []),
        })
      );
    }),
    handle(routes.productCompare, ({ request }) => {
      const parsed = compareQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success)
        return errorJson(400, { error: compareTexts.badIds, code: 'VALIDATION_ERROR', issues: [] });
      const ids = parsed.data.ids;
      const found = ids.flatMap((id) => catalog.entries.find((entry) => entry.product.id === id) ?? []);
      const category = found[0]?.category;
      const node = category ? pathTo(catalog.categories, category)?.at(-1) : undefined;
      const kept = found.filter((entry) => entry.category === category);
      return (
        failing(request) ??
        contractJson(compareResponseSchema, {
          products: kept.map((entry) => ({
            ...entry.product,
            categoryId: entry.product.categoryId ?? 0,
            attributes: detailOf(entry).attributes,
          })),
          category: node ? { name: node.name, slug: node.slug } : null,
          missing: ids.filter((id) => !catalog.entries.some((entry) => entry.product.id === id)),
          otherCategory: found
            .filter((entry) => entry.category !== category)
            .map((entry) => entry.product.id),
        })
      );
    }),
    handle(routes.productDetail, ({ request, params }) => {
      const entry = bySlug(params.slug);
      if (!entry) return productNotFound();
      return failing(request) ?? contractJson(productDetailResponseSchema, { product: detailOf(entry) });
    }),
    http.get(apiUrl('/version.json'), () => HttpResponse.json({ buildId: 'dev' })),
  ];
}

/** Levenshtein distance, for the fake's "did you mean". */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}
