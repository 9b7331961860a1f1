import { eq, sql } from 'drizzle-orm';
import type { Script } from '../../contract/serbian-script';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { conflict, notFound } from '../http-errors';

export const STOCK_ALERT_THANKS = 'Poslaćemo Vam e-poruku kada proizvod stigne.';

/**
 * Keeps `email` waiting for the product to be in stock again. Asking twice keeps one alert (the
 * partial unique index on pending alerts), so one mail goes out. Only for a product that is sold
 * but has no stock: one in stock can be ordered now, one no longer sold will not return. The mail is
 * written in `script`, the one the shopper asked in.
 */
export async function subscribeToStockAlert(
  db: Db,
  { slug, email, userId, script }: { slug: string; email: string; userId: number | null; script: Script },
): Promise<void> {
  const [product] = await db
    .select({ id: products.id, available: products.available, stock: products.stock })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) throw notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');
  if (!product.available)
    throw conflict(
      'Ovaj proizvod se više ne prodaje, pa ne možemo da Vas obavestimo kada stigne.',
      'PRODUCT_UNAVAILABLE',
    );
  if (product.stock > 0) throw conflict('Proizvod je na stanju i možete ga odmah poručiti.', 'IN_STOCK');
  // Asking again in the other script changes the pending alert's script: the mail follows the latest ask.
  // (Raw SQL: Drizzle's conflict target takes columns only, not the index's lower(email).)
  await db.execute(sql`
    insert into stock_alerts (product_id, email, user_id, script)
    values (${product.id}, ${email}, ${userId}, ${script})
    on conflict (product_id, lower(email)) where notified_at is null
    do update set script = excluded.script`);
}
