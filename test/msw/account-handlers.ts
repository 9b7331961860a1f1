import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import {
  changePassBodySchema,
  changePassResponseSchema,
  checkUserResponseSchema,
  emailBodySchema,
  mailQueuedResponseSchema,
  pendingVerificationResponseSchema,
  verifyEmailResponseSchema,
  verifyPassResponseSchema,
} from '../../contract/auth';
import { profileResponseSchema } from '../../contract/profile';
import { myReviewsResponseSchema } from '../../contract/reviews';
import { orderListResponseSchema } from '../../contract/orders';
import { aUser, aWishlist, USER_CART_ID } from './fixtures';
import { contractJson, errorJson, rateLimitedJson, sessionExpiredJson } from './contract-responses';
import { createFakeShop, type FakeShop } from './handlers';

export const PASSWORD = 'tajna-lozinka-1';

/**
 * A fake shop holding Ana's account (test/msw/fixtures aUser) with her empty cart; `signedIn` puts
 * her session in the browser, as if she had logged in on an earlier visit.
 */
export function aShopWithAccount({ signedIn = false, verified = false } = {}): FakeShop {
  const user = aUser({ isVerified: verified });
  return createFakeShop({
    accounts: [{ user, password: PASSWORD, wishlist: aWishlist({ userId: user.id }) }],
    carts: new Map([[USER_CART_ID, { userId: user.id, items: [] }]]),
    sessionUserId: signedIn ? user.id : null,
  });
}

// The server's own texts (server/routes/api/auth/email-routes.ts and password-routes.ts).
export const VERIFICATION_RESENT_TEXT =
  'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.';
export const VERIFY_LINK_INVALID_TEXT = 'Link za potvrdu nije ispravan ili je istekao.';
export const ALREADY_VERIFIED_TEXT = 'Ova e-adresa je već potvrđena.';
export const RESET_REQUESTED_TEXT = 'Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.';
export const RESET_LINK_INVALID_TEXT = 'Link za promenu lozinke nije ispravan ili je istekao.';

/** A well-formed token (contract/auth tokenParams: 20 to 128 URL-safe characters). */
export const aToken = (seed: string) => `${seed}-token-`.padEnd(43, 'x');

/**
 * The mail side of the fake server: links it "sent" (token → user id, single use) and the mails
 * that went out, so a test can check who got what.
 */
export type FakeMailbox = {
  verifyTokens: Map<string, number>;
  /** Verification links already used (the server keeps their hash, marked used). */
  usedVerifyTokens: Map<string, number>;
  resetTokens: Map<string, number>;
  /** Every mail the fake server sent, as "verification <address>" or "reset <address>". */
  sent: string[];
};

export function createFakeMailbox(overrides: Partial<FakeMailbox> = {}): FakeMailbox {
  return {
    verifyTokens: new Map(),
    usedVerifyTokens: new Map(),
    resetTokens: new Map(),
    sent: [],
    ...overrides,
  };
}

/**
 * The account calls of spec §7 answered like server/routes/api/auth does: the same neutral answer
 * for every address, single-use tokens, `{ error, code }` on a bad link. They share the FakeShop's
 * accounts and call log (shop.calls).
 */
export function accountHandlers(shop: FakeShop, mailbox: FakeMailbox): HttpHandler[] {
  /** Logs the call; true when the test made it answer 429, like the server's limiter. */
  const limited = (request: Request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    shop.calls.push(call);
    return shop.rateLimited.some((prefix) => call.startsWith(prefix));
  };
  const accountOf = (email: string) => shop.accounts.find((account) => account.user.email === email);
  const accountById = (id: number) => shop.accounts.find((account) => account.user.id === id);

  const resendVerification = async ({ request }: { request: Request }) => {
    if (limited(request)) return rateLimitedJson();
    const { email } = emailBodySchema.parse(await request.json());
    const account = accountOf(email);
    if (account && !account.user.isVerified) mailbox.sent.push(`verification ${email}`);
    return contractJson(mailQueuedResponseSchema, { success: true, message: VERIFICATION_RESENT_TEXT });
  };

  return [
    handle(routes.authGenerateEmail, resendVerification),
    handle(routes.authRequestVerifyEmail, resendVerification),
    handle(routes.authCheckUser, async ({ request }) => {
      if (limited(request)) return rateLimitedJson();
      const { email } = emailBodySchema.parse(await request.json());
      return contractJson(checkUserResponseSchema, { exists: accountOf(email) !== undefined });
    }),
    handle(routes.authPendingVerification, async ({ request }) => {
      if (limited(request)) return rateLimitedJson();
      const { email } = emailBodySchema.parse(await request.json());
      const account = accountOf(email);
      return contractJson(pendingVerificationResponseSchema, {
        email,
        pending: account !== undefined && !account.user.isVerified,
      });
    }),
    handle(routes.authGenerateResetPass, async ({ request }) => {
      if (limited(request)) return rateLimitedJson();
      const { email } = emailBodySchema.parse(await request.json());
      if (accountOf(email)) mailbox.sent.push(`reset ${email}`);
      return contractJson(mailQueuedResponseSchema, { success: true, message: RESET_REQUESTED_TEXT });
    }),
    handle(routes.authVerifyPass, ({ request, params }) => {
      if (limited(request)) return rateLimitedJson();
      if (!mailbox.resetTokens.has(String(params.token)))
        return errorJson(400, { error: RESET_LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
      return contractJson(verifyPassResponseSchema, { valid: true });
    }),
    handle(routes.authVerifyEmail, ({ request, params }) => {
      if (limited(request)) return rateLimitedJson();
      const token = String(params.token);
      const account = accountById(mailbox.verifyTokens.get(token) ?? -1);
      if (!account) {
        // A second click on a used link of a confirmed address says so (409 ALREADY_VERIFIED).
        const owner = accountById(mailbox.usedVerifyTokens.get(token) ?? -1);
        if (owner?.user.isVerified)
          return errorJson(409, { error: ALREADY_VERIFIED_TEXT, code: 'ALREADY_VERIFIED' });
        return errorJson(400, { error: VERIFY_LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
      }
      mailbox.verifyTokens.delete(token);
      mailbox.usedVerifyTokens.set(token, account.user.id);
      account.user = { ...account.user, isVerified: true };
      return contractJson(verifyEmailResponseSchema, { user: account.user });
    }),
    handle(routes.authChangePass, async ({ request }) => {
      if (limited(request)) return rateLimitedJson();
      const { token, resetPasswordData } = changePassBodySchema.parse(await request.json());
      const account = accountById(mailbox.resetTokens.get(token) ?? -1);
      if (!account)
        return contractJson(
          changePassResponseSchema,
          { success: false, error: RESET_LINK_INVALID_TEXT, code: 'TOKEN_INVALID' },
          400,
        );
      mailbox.resetTokens.delete(token);
      account.password = resetPasswordData.password;
      // The server signs every session of that user out.
      if (shop.sessionUserId === account.user.id) shop.sessionUserId = null;
      return contractJson(changePassResponseSchema, { success: true });
    }),
  ];
}

/**
 * The first reads of the /profil pages the account flows land on (profile, reviews, orders), so a
 * test of signing in does not depend on what those screens load.
 */
export function profileAreaHandlers(shop: FakeShop): HttpHandler[] {
  const sessionUser = () => shop.accounts.find((account) => account.user.id === shop.sessionUserId)?.user;
  return [
    handle(routes.profileGet, () => {
      const user = sessionUser();
      if (!user) return sessionExpiredJson();
      return contractJson(profileResponseSchema, {
        profile: { ...user, phone: null, address: null },
      });
    }),
    handle(routes.myReviews, () =>
      sessionUser() ? contractJson(myReviewsResponseSchema, { items: [] }) : sessionExpiredJson(),
    ),
    handle(routes.orderList, () =>
      sessionUser() ? contractJson(orderListResponseSchema, { items: [] }) : sessionExpiredJson(),
    ),
  ];
}
