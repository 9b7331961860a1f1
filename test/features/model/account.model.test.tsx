import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createMachine,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import { aShopWithAccount, aToken, PASSWORD, VERIFICATION_RESENT_TEXT } from '../../msw/account-handlers';
import { USER_CART_ID } from '../../msw/fixtures';
import type { FakeShop } from '../../msw/handlers';
import { aSignedInShop } from '../../msw/profile-handlers';
import { documentCookies } from '../../utils/render-app';
import { product, wished } from '../wishlist/wishlist-driver';
import {
  accountLink,
  callsTo,
  cartLabel,
  expectLocation,
  type HeldAnswer,
  holdAnswers,
  openAccountShop,
  toastsTitled,
} from './account-model-driver';

const POLAR = product(1);
const TORNADO = product(4);
const WISHLIST_PATH = '/profil/lista-zelja';

/**
 * Every shortest path of `machine` as its own test, after two that check the paths reach every
 * state and take every transition of the model.
 */
function describePaths<TMachine extends AnyStateMachine>(
  title: string,
  machine: TMachine,
  run: (
    test: (steps: TestParam<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>) => Promise<unknown>,
  ) => Promise<void>,
) {
  const stateName = (snapshot: unknown) => String((snapshot as AnyMachineSnapshot).value);
  describe(title, () => {
    const paths = createTestModel(machine).getShortestPaths();
    it('the paths reach every state of the model', () => {
      const reached = new Set(
        paths.flatMap((path) => [...path.steps.map((step) => step.state), path.state]).map(stateName),
      );
      expect([...reached].sort()).toEqual(Object.keys(machine.config.states!).sort());
    });
    it('the paths take every transition of the model', () => {
      const taken = new Set(
        paths.flatMap((path) =>
          path.steps
            .slice(1)
            .map((step, index) => `${stateName(path.steps[index]!.state)} ${step.event.type}`),
        ),
      );
      const declared = Object.entries(machine.config.states!).flatMap(([state, node]) =>
        Object.keys(node.on ?? {}).map((event) => `${state} ${event}`),
      );
      expect([...taken].sort()).toEqual(declared.sort());
    });
    for (const path of paths) it(path.description, () => run((steps) => path.test(steps)));
  });
}

// ---------------------------------------------------------------------------------------------
// Guards, login, logout and session expiry (DESIGN §3, spec §4/§8)
// ---------------------------------------------------------------------------------------------

/**
 * An anonymous visitor opens her wishlist; the profile guard sends her to the login, which brings
 * her back. Signed in, she tries /login again, logs out, or the server forgets her session.
 */
const accountModel = createMachine({
  id: 'account',
  initial: 'loginForWishlist',
  states: {
    loginForWishlist: {
      on: { 'shopper.loginWithWrongPassword': 'loginRefused', 'shopper.login': 'onWishlist' },
    },
    loginRefused: { on: { 'shopper.login': 'onWishlist' } },
    onWishlist: {
      on: {
        'shopper.openLoginAddress': 'sentToProfile',
        'shopper.logout': 'loggedOut',
        'server.forgetsSession': 'sessionGoneUnnoticed',
      },
    },
    sentToProfile: { on: { 'shopper.logout': 'loggedOut' } },
    loggedOut: {},
    sessionGoneUnnoticed: { on: { 'shopper.removeItemThenOpenOrders': 'sessionExpired' } },
    sessionExpired: { on: { 'server.answersHeldRemoval': 'lateFailureIgnored' } },
    lateFailureIgnored: {},
  },
});

type AccountWorld = ReturnType<typeof openAccountShop> & { heldRemoval: HeldAnswer };

const accountLinkIs = (text: string) => waitFor(() => expect(accountLink()).toBe(text));
const wishlistOnServer = (shop: FakeShop) =>
  shop.accounts[0]!.wishlist.wishlistItems.map((item) => item.product.name);

function accountSteps(world: AccountWorld) {
  const { shop } = world;
  const user = () => world.user();
  return {
    states: {
      loginForWishlist: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Prijava' });
        await expectLocation('/login', `?redirect=${encodeURIComponent(WISHLIST_PATH)}`);
        await accountLinkIs('Prijava');
        expect(shop.sessionUserId).toBeNull();
      },
      loginRefused: async () => {
        expect((await screen.findByRole('alert')).textContent).toBe('Pogrešna e-adresa ili lozinka.');
        expect(window.location.pathname).toBe('/login');
        expect(accountLink()).toBe('Prijava');
        expect(shop.sessionUserId).toBeNull();
      },
      onWishlist: async () => {
        // The redirect target, not /profil.
        await expectLocation(WISHLIST_PATH, '');
        await screen.findByRole('heading', { level: 1, name: 'Lista želja' });
        await screen.findByRole('listitem', { name: POLAR.name });
        await accountLinkIs('Moj nalog');
        await waitFor(() => expect(cartLabel()).toBe('Korpa, 1 komad'));
        expect(shop.sessionUserId).toBe(7);
        expect(toastsTitled('Sesija istekla!')).toEqual([]);
      },
      sentToProfile: async () => {
        await expectLocation('/profil', '');
        await screen.findByRole('heading', { level: 1, name: 'Moj profil' });
        expect(screen.queryByRole('heading', { level: 1, name: 'Prijava' })).toBeNull();
        await accountLinkIs('Moj nalog');
        expect(shop.sessionUserId).toBe(7);
      },
      loggedOut: async () => {
        await expectLocation('/');
        await accountLinkIs('Prijava');
        expect(screen.queryByRole('navigation', { name: 'Moj nalog' })).toBeNull();
        // A fresh anonymous cart: a new cart_id that the server holds, empty and nobody's.
        await waitFor(() => expect(cartLabel()).toBe('Korpa, 0 komada'));
        const cartId = documentCookies.get('cart_id');
        expect(cartId).toBeDefined();
        expect(cartId).not.toBe(USER_CART_ID);
        expect(shop.carts.get(cartId!)).toEqual({ userId: null, items: [] });
        expect(shop.carts.get(USER_CART_ID)!.items).toHaveLength(1);
        expect(shop.sessionUserId).toBeNull();
        expect(callsTo(shop, 'POST /api/auth/logout')).toHaveLength(1);
        expect(toastsTitled('Sesija istekla!')).toEqual([]);
      },
      sessionGoneUnnoticed: async () => {
        // Nothing asked the server yet: the screen still shows the signed-in wishlist.
        expect(window.location.pathname).toBe(WISHLIST_PATH);
        expect(screen.getByRole('listitem', { name: POLAR.name })).toBeTruthy();
        expect(accountLink()).toBe('Moj nalog');
        expect(toastsTitled('Sesija istekla!')).toEqual([]);
      },
      sessionExpired: async () => {
        const title = await screen.findByText('Sesija istekla!', { selector: 'strong' });
        expect(title.parentElement?.textContent).toBe('Sesija istekla!Molimo Vas ulogujte se ponovo.');
        await expectLocation('/');
        await accountLinkIs('Prijava');
        expect(screen.queryByRole('navigation', { name: 'Moj nalog' })).toBeNull();
        await waitFor(() => expect(cartLabel()).toBe('Korpa, 0 komada'));
        expect(callsTo(shop, 'POST /api/auth/logout')).toHaveLength(1);
        // The removal still waits for its answer; the wishlist on the server is untouched.
        expect(world.heldRemoval.arrived()).toBe(1);
        expect(world.heldRemoval.answered()).toBe(0);
        expect(wishlistOnServer(shop)).toEqual([POLAR.name]);
      },
      lateFailureIgnored: async () => {
        await waitFor(() => expect(callsTo(shop, 'DELETE /api/wishlist/remove-item/')).toHaveLength(1));
        // Let the 401 reach the app and whatever it would do about it happen.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(toastsTitled('Sesija istekla!')).toHaveLength(1);
        expect(callsTo(shop, 'POST /api/auth/logout')).toHaveLength(1);
        expect(window.location.pathname).toBe('/');
        expect(accountLink()).toBe('Prijava');
        expect(wishlistOnServer(shop)).toEqual([POLAR.name]);
      },
    },
    events: {
      'shopper.loginWithWrongPassword': async () => {
        await user().type(await screen.findByLabelText('E-adresa'), 'ana@example.rs');
        await user().type(screen.getByLabelText('Lozinka'), 'pogresna-lozinka');
        await user().click(screen.getByRole('button', { name: 'Prijavi se' }));
      },
      'shopper.login': async () => {
        const email = await screen.findByLabelText('E-adresa');
        await user().clear(email);
        await user().type(email, 'ana@example.rs');
        await user().clear(screen.getByLabelText('Lozinka'));
        await user().type(screen.getByLabelText('Lozinka'), PASSWORD);
        await user().click(screen.getByRole('button', { name: 'Prijavi se' }));
      },
      'shopper.openLoginAddress': async () => {
        world.reopen('/login');
      },
      'shopper.logout': async () => {
        await user().click(await screen.findByRole('button', { name: 'Odjavi se' }));
      },
      'server.forgetsSession': async () => {
        shop.sessionUserId = null;
      },
      'shopper.removeItemThenOpenOrders': async () => {
        // Two calls of the gone session: the removal's answer is held back, the orders' is not.
        await user().click(screen.getByRole('button', { name: `Ukloni sa liste: ${POLAR.name}` }));
        await waitFor(() => expect(world.heldRemoval.arrived()).toBe(1));
        const menu = screen.getByRole('navigation', { name: 'Moj nalog' });
        await user().click(within(menu).getByRole('link', { name: 'Istorija kupovine' }));
      },
      'server.answersHeldRemoval': async () => {
        world.heldRemoval.release();
      },
    },
  };
}

describePaths(
  'a visitor signing in and out, guarded pages, an expired session (model-based, the rendered app)',
  accountModel,
  async (test) => {
    const shop = aShopWithAccount({ verified: true });
    shop.accounts[0]!.wishlist.wishlistItems = [wished(201, POLAR.id, 1)];
    // Her account's cart holds a product, so the cart after logout is visibly another one.
    shop.carts.get(USER_CART_ID)!.items = [{ id: 900, cartId: USER_CART_ID, product: TORNADO, quantity: 1 }];
    const heldRemoval = holdAnswers('delete', '/api/wishlist/remove-item/:itemId');
    const world = {
      ...openAccountShop(WISHLIST_PATH, { shop, handlers: [heldRemoval.handler] }),
      heldRemoval,
    };
    await test(accountSteps(world));
  },
);

// ---------------------------------------------------------------------------------------------
// The wishlist of a verified user (spec §6), and what an unverified one sees instead
// ---------------------------------------------------------------------------------------------

/** A verified user hearts a product, finds it on her wishlist, and takes it off again. */
const wishlistModel = createMachine({
  id: 'wishlist',
  initial: 'onProduct',
  states: {
    onProduct: { on: { 'shopper.addToWishlist': 'productWished' } },
    productWished: {
      on: { 'shopper.openWishlist': 'wishlistShowsProduct', 'shopper.unwishOnProduct': 'onProduct' },
    },
    wishlistShowsProduct: { on: { 'shopper.removeFromWishlist': 'wishlistEmpty' } },
    wishlistEmpty: {},
  },
});

type WishlistWorld = ReturnType<typeof openAccountShop>;

const wishButton = () => screen.getByRole('button', { name: /list[ui] želja: Usisivač Tornado 2000$/ });

function wishlistSteps(world: WishlistWorld) {
  const { shop } = world;
  const user = () => world.user();
  return {
    states: {
      onProduct: async () => {
        await screen.findByRole('heading', { level: 1, name: TORNADO.name });
        await waitFor(() =>
          expect(wishButton().getAttribute('aria-label')).toBe(`Dodaj u listu želja: ${TORNADO.name}`),
        );
        expect(wishButton().getAttribute('aria-pressed')).toBe('false');
        await waitFor(() => expect(wishlistOnServer(shop)).toEqual([]));
        await screen.findByRole('link', { name: 'Lista želja, 0 proizvoda' });
      },
      productWished: async () => {
        await waitFor(() => expect(wishButton().getAttribute('aria-pressed')).toBe('true'));
        expect(wishButton().getAttribute('aria-label')).toBe(`U listi želja: ${TORNADO.name}`);
        expect(wishButton().textContent).toBe('♥ U listi želja');
        expect(wishlistOnServer(shop)).toEqual([TORNADO.name]);
        await screen.findByRole('link', { name: 'Lista želja, 1 proizvod' });
      },
      wishlistShowsProduct: async () => {
        await expectLocation(WISHLIST_PATH);
        const list = await screen.findByRole('list', { name: 'Proizvodi na listi želja' });
        expect(
          within(list)
            .getAllByRole('heading', { level: 2 })
            .map((heading) => heading.textContent),
        ).toEqual([TORNADO.name]);
        expect(screen.getByText('Na listi: 1 proizvod')).toBeTruthy();
        expect(wishlistOnServer(shop)).toEqual([TORNADO.name]);
      },
      wishlistEmpty: async () => {
        expect(await screen.findByText('Vaša lista želja je prazna.')).toBeTruthy();
        expect(screen.queryByRole('list', { name: 'Proizvodi na listi želja' })).toBeNull();
        expect(wishlistOnServer(shop)).toEqual([]);
        await screen.findByRole('link', { name: 'Lista želja, 0 proizvoda' });
      },
    },
    events: {
      'shopper.addToWishlist': async () => {
        await user().click(wishButton());
      },
      'shopper.unwishOnProduct': async () => {
        await user().click(wishButton());
      },
      'shopper.openWishlist': async () => {
        await user().click(screen.getByRole('link', { name: 'Lista želja, 1 proizvod' }));
      },
      'shopper.removeFromWishlist': async () => {
        await user().click(screen.getByRole('button', { name: `Ukloni sa liste: ${TORNADO.name}` }));
      },
    },
  };
}

describePaths("a verified user's wishlist (model-based, the rendered app)", wishlistModel, async (test) => {
  const shop = aSignedInShop({ verified: true });
  await test(wishlistSteps(openAccountShop(`/proizvod/${TORNADO.slug}`, { shop })));
});

/**
 * An unverified user is told how to get a wishlist instead of seeing one; she follows the way to
 * verification, asks for the mail again, opens its link, and then has her (empty) wishlist.
 */
const unverifiedModel = createMachine({
  id: 'unverified',
  initial: 'toldToVerify',
  states: {
    toldToVerify: { on: { 'shopper.followVerifyLink': 'onVerification' } },
    onVerification: { on: { 'shopper.resendVerification': 'verificationSent' } },
    verificationSent: { on: { 'shopper.openMailLink': 'emailVerified' } },
    emailVerified: { on: { 'shopper.openWishlistFromNotice': 'verifiedWishlistEmpty' } },
    verifiedWishlistEmpty: {},
  },
});

const MAIL_TOKEN = aToken('ana-verify');

function unverifiedSteps(world: WishlistWorld) {
  const { shop, mailbox } = world;
  const user = () => world.user();
  return {
    states: {
      toldToVerify: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Lista želja' });
        expect(
          await screen.findByRole('heading', { level: 2, name: 'Lista želja čeka potvrdu Vaše e-adrese' }),
        ).toBeTruthy();
        expect(screen.queryByRole('list', { name: 'Proizvodi na listi želja' })).toBeNull();
        expect(screen.queryByText('Vaša lista želja je prazna.')).toBeNull();
        // No wishlist is asked for, and the header offers none.
        expect(callsTo(shop, 'GET /api/wishlist/default')).toEqual([]);
        expect(screen.queryByRole('link', { name: /^Lista želja, / })).toBeNull();
        expect(shop.accounts[0]!.user.isVerified).toBe(false);
      },
      onVerification: async () => {
        await expectLocation('/verification');
        await screen.findByRole('heading', { level: 1, name: 'Potvrda e-adrese' });
        expect(await screen.findByRole('button', { name: 'Pošalji ponovo' })).toBeTruthy();
        expect(mailbox.sent).toEqual([]);
      },
      verificationSent: async () => {
        expect(await screen.findByText(VERIFICATION_RESENT_TEXT)).toBeTruthy();
        expect(mailbox.sent).toEqual(['verification ana@example.rs']);
      },
      emailVerified: async () => {
        await screen.findByText('E-adresa je potvrđena');
        expect(shop.accounts[0]!.user.isVerified).toBe(true);
        expect(mailbox.verifyTokens.has(MAIL_TOKEN)).toBe(false);
        await screen.findByRole('link', { name: 'Lista želja, 0 proizvoda' });
      },
      verifiedWishlistEmpty: async () => {
        await expectLocation(WISHLIST_PATH);
        expect(await screen.findByText('Vaša lista želja je prazna.')).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'Lista želja čeka potvrdu Vaše e-adrese' })).toBeNull();
        expect(callsTo(shop, 'GET /api/wishlist/default').length).toBeGreaterThan(0);
      },
    },
    events: {
      'shopper.followVerifyLink': async () => {
        await user().click(screen.getByRole('link', { name: 'Potvrdite e-adresu' }));
      },
      'shopper.resendVerification': async () => {
        await user().click(screen.getByRole('button', { name: 'Pošalji ponovo' }));
      },
      'shopper.openMailLink': async () => {
        // The mail the server sent carries this link; the shopper opens it (a page load).
        mailbox.verifyTokens.set(MAIL_TOKEN, shop.accounts[0]!.user.id);
        world.reopen(`/verify-email?token=${MAIL_TOKEN}`);
      },
      'shopper.openWishlistFromNotice': async () => {
        await user().click(screen.getByRole('link', { name: 'Otvori listu želja' }));
      },
    },
  };
}

describePaths(
  'an unverified user on the wishlist page, and after verifying (model-based, the rendered app)',
  unverifiedModel,
  async (test) => {
    const shop = aSignedInShop({ verified: false });
    await test(unverifiedSteps(openAccountShop(WISHLIST_PATH, { shop })));
  },
);
