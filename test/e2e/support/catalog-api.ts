/** A product as GET /api/products lists it: the fields the journeys choose their goods by. */
export type ApiProduct = {
  id: number;
  name: string;
  slug: string;
  price: number;
  discountPrice: number;
  shippingPrice: number;
  available: boolean;
  stock: number;
};

/** DESIGN §3: the pay price is the discount price when it is above 0 and below the price. */
export const payOf = (product: ApiProduct) =>
  product.discountPrice > 0 && product.discountPrice < product.price ? product.discountPrice : product.price;

/** The whole catalogue of the shop at `shopUrl`, cheapest first, as GET /api/products pages it. */
export async function allProducts(shopUrl: string): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let number = 1; ; number++) {
    const answer = await fetch(`${shopUrl}/api/products?sort=price_asc&pageSize=60&page=${number}`);
    const listed = (await answer.json()) as { items: ApiProduct[]; total: number };
    products.push(...listed.items);
    if (listed.items.length === 0 || products.length >= listed.total) return products;
  }
}
