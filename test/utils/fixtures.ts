import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../../server/auth/tokens';
import { categories, products, sessions, users } from '../../server/db/schema';
import { SESSION_COOKIE } from '../../server/plugins/sessions';
import type { HttpClient } from './http-client';
import type { TestServer } from './test-server';

const unique = () => randomBytes(4).toString('hex');

export async function insertCategory(
  server: TestServer,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const suffix = unique();
  const [row] = await server.database.db
    .insert(categories)
    .values({ name: `Kategorija ${suffix}`, slug: `kategorija-${suffix}`, ...values })
    .returning();
  return row!;
}

/** A product with sensible defaults: price 1000, in stock (20), available, ordinary shipping. */
export async function insertProduct(server: TestServer, values: Partial<typeof products.$inferInsert> = {}) {
  const categoryId = values.categoryId ?? (await insertCategory(server)).id;
  const suffix = unique();
  const [row] = await server.database.db
    .insert(products)
    .values({
      name: `Proizvod ${suffix}`,
      slug: `proizvod-${suffix}`,
      ean: '8600000000001',
      brand: 'Marka',
      price: 1000,
      stock: 20,
      images: ['/images/catalog/placeholder.svg'],
      ...values,
      categoryId,
    })
    .returning();
  return row!;
}

/**
 * Signs the client in as a new user straight through the database (no HTTP auth calls), for
 * tests of features that merely need a signed-in or verified shopper.
 */
export async function signInNewUser(
  server: TestServer,
  client: HttpClient,
  values: Partial<typeof users.$inferInsert> = {},
) {
  const [user] = await server.database.db
    .insert(users)
    .values({
      email: `kupac-${unique()}@example.rs`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Marija',
      lastName: 'Petrović',
      isVerified: true,
      ...values,
    })
    .returning();
  const token = newToken();
  await server.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  client.setCookie(SESSION_COOKIE, token);
  return user!;
}
