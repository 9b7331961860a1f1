import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RegisterBody } from '../../../contract/auth';
import { cartItems, carts, users } from '../../../server/db/schema';
import { CART_COOKIE } from '../../../server/cart/cart-access';
import type { HttpClient } from '../../utils/http-client';
import type { TestServer } from '../../utils/test-server';

export const PASSWORD = 'tajna-lozinka-1';

export const uniqueEmail = (name = 'kupac') => `${name}-${randomBytes(4).toString('hex')}@example.rs`;

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    firstName: 'Jelena',
    lastName: 'Đorđević',
    email: uniqueEmail(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    cartId: null,
    ...overrides,
  };
}

/** Registers through the API and returns the answer's user; the client is then signed in. */
export async function registerThroughApi(client: HttpClient, overrides: Partial<RegisterBody> = {}) {
  const body = registerBody(overrides);
  const response = await client.post('/api/auth/register', body);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { body, user: response.json().newUser as { id: number; email: string; cartId: string } };
}

/** An anonymous cart held by the client (its cart_id cookie), with the given lines. */
export async function giveAnonymousCart(
  server: TestServer,
  client: HttpClient,
  lines: { productId: number; quantity: number }[] = [],
) {
  const id = randomUUID();
  await server.database.db.insert(carts).values({ id });
  if (lines.length > 0)
    await server.database.db.insert(cartItems).values(lines.map((l) => ({ ...l, cartId: id })));
  client.setCookie(CART_COOKIE, id);
  return id;
}

export async function userRow(server: TestServer, email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** The token of the first link in the last mail to the address. */
export function tokenFromLastMail(server: TestServer, email: string): string {
  const link = server.lastMailTo(email).link;
  if (!link) throw new Error(`the last mail to ${email} has no link`);
  return new URL(link).searchParams.get('token')!;
}
