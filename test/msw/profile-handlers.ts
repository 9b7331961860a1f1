import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import { safeParse } from 'zod/mini';
import { successSchema } from '../../contract/errors';
import {
  type Address,
  changePasswordBodySchema,
  profileResponseSchema,
  updateProfileBodySchema,
} from '../../contract/profile';
import type { WishlistItem } from '../../contract/wishlist';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import { aUser, aWishlist, USER_CART_ID } from './fixtures';
import { createFakeShop, type FakeShop } from './handlers';

/** What the fake server keeps beside an account: phone and default delivery address, by user id. */
export type FakeProfiles = Map<number, { phone: string | null; address: Address | null }>;

/**
 * server/routes/api/profile over the fake shop's accounts: GET and PUT /api/profile (names, phone,
 * address; 400 with the contract's Serbian messages), PUT /api/profile/password (the current
 * password must match; the account's password changes). Every call lands in shop.calls.
 */
export function profileHandlers(shop: FakeShop, profiles: FakeProfiles = new Map()): HttpHandler[] {
  const record = (request: Request) => shop.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const signedIn = () => shop.accounts.find((account) => account.user.id === shop.sessionUserId);
  const profileOf = (account: NonNullable<ReturnType<typeof signedIn>>) => {
    const extra = profiles.get(account.user.id) ?? { phone: null, address: null };
    const { id, email, isVerified, firstName, lastName } = account.user;
    return { id, email, isVerified, firstName, lastName, ...extra };
  };

  return [
    handle(routes.profileGet, ({ request }) => {
      record(request);
      const account = signedIn();
      if (!account) return sessionExpiredJson();
      return contractJson(profileResponseSchema, { profile: profileOf(account) });
    }),
    handle(routes.profileUpdate, async ({ request }) => {
      record(request);
      const account = signedIn();
      if (!account) return sessionExpiredJson();
      const parsed = safeParse(updateProfileBodySchema, await request.json());
      if (!parsed.success)
        return errorJson(400, {
          error: parsed.error.issues[0]?.message ?? 'Neispravni podaci.',
          code: 'VALIDATION_ERROR',
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
            message: issue.message,
          })),
        });
      const { firstName, lastName, phone, address } = parsed.data;
      account.user = { ...account.user, firstName, lastName };
      profiles.set(account.user.id, { phone, address });
      return contractJson(profileResponseSchema, { profile: profileOf(account) });
    }),
    handle(routes.profilePassword, async ({ request }) => {
      record(request);
      const account = signedIn();
      if (!account) return sessionExpiredJson();
      const parsed = safeParse(changePasswordBodySchema, await request.json());
      if (!parsed.success) return errorJson(400, { error: 'Neispravni podaci.', code: 'VALIDATION_ERROR' });
      if (parsed.data.currentPassword !== account.password)
        return errorJson(400, { error: 'Trenutna lozinka nije ispravna.', code: 'WRONG_PASSWORD' });
      account.password = parsed.data.newPassword;
      return contractJson(successSchema, { success: true });
    }),
  ];
}

export const PASSWORD = 'stara-lozinka-1';

/** A fake shop whose visitor is signed in as Ana (aUser), with her cart and (empty) wishlist. */
export function aSignedInShop({
  verified = false,
  wishlistItems = [],
}: {
  verified?: boolean;
  wishlistItems?: WishlistItem[];
} = {}): FakeShop {
  const user = aUser({ isVerified: verified });
  return createFakeShop({
    accounts: [{ user, password: PASSWORD, wishlist: aWishlist({ userId: user.id, wishlistItems }) }],
    carts: new Map([[USER_CART_ID, { userId: user.id, items: [] }]]),
    sessionUserId: user.id,
  });
}
