import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  announcer,
  openWishlist,
  serverOrder,
  shownOrder,
  WISHLIST_ID,
  wished,
  wishlistPage,
} from './wishlist-driver';

const POLAR = 'Frižider Polar 300';
const TORNADO = 'Usisivač Tornado 2000';
const TALAS = 'Veš mašina Talas 7';

describe('wishlist /profil/lista-zelja: who has one', () => {
  it('an unverified user is told how to verify, with a link to /verification, and sees no list', async () => {
    const { shop } = openWishlist({ verified: false });
    const page = await wishlistPage();
    expect(within(page).getByRole('heading', { name: /čeka potvrdu Vaše e-adrese/ })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Potvrdite e-adresu' }).getAttribute('href')).toBe(
      '/verification',
    );
    expect(within(page).queryByRole('list', { name: 'Proizvodi na listi želja' })).toBeNull();
    expect(shop.calls).not.toContain('GET /api/wishlist/default');
  });

  it('an anonymous visitor is sent to the login and back', async () => {
    const { shop } = openWishlist();
    shop.sessionUserId = null;
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/profil/lista-zelja');
  });
});

describe('wishlist /profil/lista-zelja: the list', () => {
  it('shows loading until the wishlist arrives', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Held back until the test has seen the loading state; then the fake server answers (an msw
    // resolver that returns nothing hands the request to the next handler).
    const slow = handle(routes.wishlistDefault, async () => {
      await answered;
    });
    openWishlist({ handlers: [slow] });
    const page = await wishlistPage();
    expect(within(page).getByText('Učitavanje liste želja…')).toBeTruthy();
    answer();
    expect(await within(page).findByRole('list', { name: 'Proizvodi na listi želja' })).toBeTruthy();
  });

  it('lists the items in priority order with picture, name link, price and stock', async () => {
    openWishlist();
    const page = await wishlistPage();
    await within(page).findByRole('list', { name: 'Proizvodi na listi želja' });
    expect(shownOrder(page)).toEqual([POLAR, TORNADO, TALAS]);
    expect(within(page).getByText('Na listi: 3 proizvoda')).toBeTruthy();

    const polar = within(page).getByRole('listitem', { name: POLAR });
    expect(within(polar).getByRole('link', { name: POLAR }).getAttribute('href')).toBe(
      '/proizvod/frizider-polar-300',
    );
    expect(polar.querySelector('img')?.getAttribute('src')).toBe('/images/products/usisivac.svg');
    expect(polar.textContent).toContain('54.990\u00a0RSD');
    expect(within(polar).getByText('Na stanju')).toBeTruthy();
    const talas = within(page).getByRole('listitem', { name: TALAS });
    expect(within(talas).getByText('Nije dostupno')).toBeTruthy();
  });

  it('with no items, says the list is empty and leads to the products', async () => {
    openWishlist({ items: [] });
    const page = await wishlistPage();
    expect(await within(page).findByText('Vaša lista želja je prazna.')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Pogledajte proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
  });

  it('counts in Serbian plural: 1 proizvod', async () => {
    openWishlist({ items: [wished(201, 4, 1)] });
    const page = await wishlistPage();
    expect(await within(page).findByText('Na listi: 1 proizvod')).toBeTruthy();
  });

  it('a wishlist that fails to load says so, and "Pokušajte ponovo" loads it', async () => {
    const failOnce = handle(
      routes.wishlistDefault,
      () => HttpResponse.json({ error: 'Greška na serveru.', code: 'INTERNAL_ERROR' }, { status: 500 }),
      { once: true },
    );
    const { user } = openWishlist({ handlers: [failOnce] });
    const page = await wishlistPage();
    const alert = await within(page).findByRole('alert');
    expect(alert.textContent).toContain('Lista želja trenutno ne može da se učita.');
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await within(page).findByRole('list', { name: 'Proizvodi na listi želja' })).toBeTruthy();
    expect(shownOrder(page)).toEqual([POLAR, TORNADO, TALAS]);
  });
});

describe('wishlist: a verified user without a default wishlist (spec §7 POST /api/wishlist/create)', () => {
  it('gets one created, then sees it (empty)', async () => {
    const calls: string[] = [];
    let created = false;
    const handlers = [
      handle(routes.wishlistDefault, () => {
        calls.push('GET /api/wishlist/default');
        if (!created)
          return HttpResponse.json(
            { error: 'Lista želja nije pronađena.', code: 'NOT_FOUND' },
            { status: 404 },
          );
        return undefined;
      }),
      handle(routes.wishlistCreate, () => {
        calls.push('POST /api/wishlist/create');
        created = true;
        return HttpResponse.json({ wishlistId: WISHLIST_ID }, { status: 201 });
      }),
    ];
    openWishlist({ items: [], handlers });
    const page = await wishlistPage();
    expect(await within(page).findByText('Vaša lista želja je prazna.')).toBeTruthy();
    expect(calls).toEqual([
      'GET /api/wishlist/default',
      'POST /api/wishlist/create',
      'GET /api/wishlist/default',
    ]);
  });
});

describe('wishlist: reordering (spec §4: positions 1..n in the new order)', () => {
  it('by keyboard: "Pomeri dole" moves the item, saves priorities 1..n, announces the place and keeps the focus', async () => {
    const sent: unknown[] = [];
    const listen = handle(routes.wishlistPriority, async ({ request }) => {
      sent.push(await request.clone().json());
    });
    const { user, shop } = openWishlist({ handlers: [listen] });
    const page = await wishlistPage();
    const down = await within(page).findByRole('button', { name: `Pomeri dole: ${POLAR}` });
    down.focus();
    await user.keyboard('{Enter}');

    expect(shownOrder(page)).toEqual([TORNADO, POLAR, TALAS]);
    expect(announcer(page).textContent).toBe(`Proizvod ${POLAR} je sada na 2. mestu`);
    await waitFor(() => expect(shop.calls).toContain('PUT /api/wishlist/priority/3'));
    await waitFor(() => expect(serverOrder(shop)).toEqual([`${TORNADO}#1`, `${POLAR}#2`, `${TALAS}#3`]));
    expect(sent[0]).toEqual({
      updatedList: [
        { productId: 4, newPriority: 1 },
        { productId: 1, newPriority: 2 },
        { productId: 3, newPriority: 3 },
      ],
    });
    expect(document.activeElement).toBe(within(page).getByRole('button', { name: `Pomeri dole: ${POLAR}` }));

    await user.keyboard('{Enter}');
    expect(shownOrder(page)).toEqual([TORNADO, TALAS, POLAR]);
    expect(announcer(page).textContent).toBe(`Proizvod ${POLAR} je sada na 3. mestu`);
    // At the bottom "Pomeri dole" is off, so the focus moves to "Pomeri gore" of the same item.
    expect(document.activeElement).toBe(within(page).getByRole('button', { name: `Pomeri gore: ${POLAR}` }));
    await waitFor(() => expect(serverOrder(shop)).toEqual([`${TORNADO}#1`, `${TALAS}#2`, `${POLAR}#3`]));
  });

  it('"Pomeri gore" is off for the first item and "Pomeri dole" for the last', async () => {
    openWishlist();
    const page = await wishlistPage();
    expect(
      (await within(page).findByRole('button', { name: `Pomeri gore: ${POLAR}` })).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(page)
        .getByRole('button', { name: `Pomeri dole: ${TALAS}` })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(page)
        .getByRole('button', { name: `Pomeri gore: ${TALAS}` })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('by drag and drop: dropping the last item on the first puts it first and saves the order', async () => {
    const { shop } = openWishlist();
    const page = await wishlistPage();
    await within(page).findByRole('list', { name: 'Proizvodi na listi želja' });
    const talas = within(page).getByRole('listitem', { name: TALAS });
    const polar = within(page).getByRole('listitem', { name: POLAR });
    fireEvent.dragStart(talas);
    fireEvent.dragOver(polar);
    fireEvent.drop(polar);
    fireEvent.dragEnd(talas);

    expect(shownOrder(page)).toEqual([TALAS, POLAR, TORNADO]);
    expect(announcer(page).textContent).toBe(`Proizvod ${TALAS} je sada na 1. mestu`);
    await waitFor(() => expect(serverOrder(shop)).toEqual([`${TALAS}#1`, `${POLAR}#2`, `${TORNADO}#3`]));
  });

  it('a drop on the item itself changes nothing', async () => {
    const { shop } = openWishlist();
    const page = await wishlistPage();
    await within(page).findByRole('list', { name: 'Proizvodi na listi želja' });
    const tornado = within(page).getByRole('listitem', { name: TORNADO });
    fireEvent.dragStart(tornado);
    fireEvent.dragOver(tornado);
    fireEvent.drop(tornado);
    expect(shownOrder(page)).toEqual([POLAR, TORNADO, TALAS]);
    expect(shop.calls).not.toContain('PUT /api/wishlist/priority/3');
  });
});

describe('wishlist: removing', () => {
  it('"Ukloni" removes one item on the server and from the list, and says so', async () => {
    const { user, shop } = openWishlist();
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('button', { name: `Ukloni sa liste: ${TORNADO}` }));

    await waitFor(() => expect(shownOrder(page)).toEqual([POLAR, TALAS]));
    expect(shop.calls).toContain('DELETE /api/wishlist/remove-item/201');
    expect(shop.accounts[0]!.wishlist.wishlistItems.map((item) => item.id).sort()).toEqual([202, 203]);
    expect(within(page).getByText('Na listi: 2 proizvoda')).toBeTruthy();
    expect(announcer(page).textContent).toBe(`Proizvod ${TORNADO} je uklonjen sa liste želja.`);
  });

  it('a removal the server refuses keeps the item, says so and lets the shopper try again', async () => {
    const refuse = handle(routes.wishlistRemoveItem, () =>
      HttpResponse.json({ error: 'Greška na serveru.', code: 'INTERNAL_ERROR' }, { status: 500 }),
    );
    const { user } = openWishlist({ handlers: [refuse] });
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('button', { name: `Ukloni sa liste: ${TORNADO}` }));

    expect((await within(page).findByRole('alert')).textContent).toBe(
      'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.',
    );
    expect(shownOrder(page)).toEqual([POLAR, TORNADO, TALAS]);
    expect(
      within(page)
        .getByRole('button', { name: `Ukloni sa liste: ${TORNADO}` })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('"Ukloni izabrane" removes the checked items in one call', async () => {
    const { user, shop } = openWishlist();
    const page = await wishlistPage();
    const removeSelected = await within(page).findByRole('button', { name: /^Ukloni izabrane/ });
    expect(removeSelected.hasAttribute('disabled')).toBe(true);
    await user.click(within(page).getByRole('checkbox', { name: `Izaberi: ${POLAR}` }));
    await user.click(within(page).getByRole('checkbox', { name: `Izaberi: ${TALAS}` }));
    expect(removeSelected.textContent).toBe('Ukloni izabrane (2)');
    await user.click(removeSelected);

    await waitFor(() => expect(shownOrder(page)).toEqual([TORNADO]));
    expect(shop.calls).toContain('DELETE /api/wishlist/remove-items');
    expect(shop.accounts[0]!.wishlist.wishlistItems.map((item) => item.id)).toEqual([201]);
    expect(announcer(page).textContent).toBe('Izabrani proizvodi (2) su uklonjeni sa liste želja.');
  });

  it('"Izaberi sve" checks every item', async () => {
    const { user } = openWishlist();
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('checkbox', { name: 'Izaberi sve' }));
    for (const name of [POLAR, TORNADO, TALAS])
      expect(
        (within(page).getByRole('checkbox', { name: `Izaberi: ${name}` }) as HTMLInputElement).checked,
      ).toBe(true);
    expect(within(page).getByRole('button', { name: 'Ukloni izabrane (3)' })).toBeTruthy();
  });

  it('"Isprazni listu" asks first; "Odustani" keeps everything', async () => {
    const { user, shop } = openWishlist();
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('button', { name: 'Isprazni listu' }));
    const question = within(page).getByRole('alertdialog');
    expect(question.textContent).toContain(
      'Da li sigurno želite da uklonite sve proizvode (3) sa liste želja?',
    );
    await user.click(within(question).getByRole('button', { name: 'Odustani' }));
    expect(within(page).queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(within(page).getByRole('button', { name: 'Isprazni listu' }));
    expect(shownOrder(page)).toHaveLength(3);
    expect(shop.calls.some((call) => call.startsWith('DELETE /api/wishlist/clear'))).toBe(false);
  });

  it('"Isprazni listu" confirmed empties the list on the server and shows the empty state', async () => {
    const { user, shop } = openWishlist();
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('button', { name: 'Isprazni listu' }));
    await user.click(within(page).getByRole('button', { name: 'Da, isprazni listu' }));

    expect(await within(page).findByText('Vaša lista želja je prazna.')).toBeTruthy();
    expect(shop.calls).toContain('DELETE /api/wishlist/clear/3');
    expect(shop.accounts[0]!.wishlist.wishlistItems).toEqual([]);
    expect(announcer(page).textContent).toBe('Lista želja je ispražnjena.');
  });
});

describe('wishlist: move to cart', () => {
  it('"Premesti u korpu" puts the product in the cart and takes it off the wishlist', async () => {
    const { user, shop } = openWishlist();
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('button', { name: `Premesti u korpu: ${TORNADO}` }));

    await waitFor(() => expect(shownOrder(page)).toEqual([POLAR, TALAS]));
    const cart = [...shop.carts.values()][0]!;
    expect(cart.items.map((item) => [item.product.name, item.quantity])).toEqual([[TORNADO, 1]]);
    expect(shop.accounts[0]!.wishlist.wishlistItems.map((item) => item.product.name).sort()).toEqual([
      POLAR,
      TALAS,
    ]);
    expect(announcer(page).textContent).toBe(`Proizvod ${TORNADO} je premešten u korpu.`);
    expect(await screen.findByRole('link', { name: 'Korpa, 1 komad' })).toBeTruthy();
  });

  it('an unavailable product cannot be moved to the cart', async () => {
    openWishlist();
    const page = await wishlistPage();
    expect(
      (await within(page).findByRole('button', { name: `Premesti u korpu: ${TALAS}` })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
  });

  it("when the cart refuses the product, the item stays and the cart's reason is shown", async () => {
    const refuse = handle(routes.cartAddItem, () =>
      HttpResponse.json({ error: 'Na stanju je samo 1 komad.', code: 'OUT_OF_STOCK' }, { status: 409 }),
    );
    const { user, shop } = openWishlist({ handlers: [refuse] });
    const page = await wishlistPage();
    await user.click(await within(page).findByRole('button', { name: `Premesti u korpu: ${TORNADO}` }));

    expect((await within(page).findByRole('alert')).textContent).toBe('Na stanju je samo 1 komad.');
    expect(shownOrder(page)).toEqual([POLAR, TORNADO, TALAS]);
    expect(shop.accounts[0]!.wishlist.wishlistItems).toHaveLength(3);
    expect(
      within(page)
        .getByRole('button', { name: `Premesti u korpu: ${TORNADO}` })
        .hasAttribute('disabled'),
    ).toBe(false);
  });
});
