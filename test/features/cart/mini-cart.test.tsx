import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { aVisitor, expectProducts, expectUrl, openCatalog } from '../catalog/catalog-driver';

const ALL = [
  'Frižider Polar 300',
  'Frižider Mraz Mini',
  'Veš mašina Talas 7',
  'Usisivač Tornado 2000',
  'Usisivač Čistač Lux',
];
const dialog = () => screen.findByRole('dialog', { name: 'Dodato u korpu' });
const addButton = (name: string) =>
  within(screen.getByRole('article', { name })).getByRole('button', { name: `Dodaj u korpu: ${name}` });

/**
 * An add the server answers only after a while, the add button losing the focus meanwhile: what
 * Chromium does, and jsdom does not, with a button disabled while its add is on its way.
 */
const slowAdd = handle(routes.cartAddItem, async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  // jsdom's blur() leaves a disabled button focused: a focused element that goes away does not.
  const elsewhere = document.body.appendChild(document.createElement('input'));
  elsewhere.focus();
  elsewhere.remove();
});

/** Opens the listing and adds the product from its card. */
async function addFromListing(name: string) {
  const shop = aVisitor();
  const view = openCatalog('/proizvodi', { shop });
  await expectProducts(ALL);
  await view.user.click(addButton(name));
  return { ...view, shop };
}

describe('mini-cart after an add (issue 14)', () => {
  it('an add from a listing card opens the mini-cart: the line, the subtotal and what is left to free delivery', async () => {
    await addFromListing('Usisivač Čistač Lux');
    const shown = await dialog();
    expect(within(shown).getByText('Usisivač Čistač Lux')).toBeTruthy();
    expect(within(shown).getByText('Dodato: 1 komad · 2.990 RSD')).toBeTruthy();
    const image = shown.querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['64', '64']);
    expect(within(shown).getByText('Međuzbir korpe').nextElementSibling?.textContent).toBe('2.990\u00a0RSD');
    expect(within(shown).getByText('Do besplatne dostave Vam nedostaje 2.010 RSD.')).toBeTruthy();
    // The card's own status stays as it was.
    expect(
      await within(screen.getByRole('article', { name: 'Usisivač Čistač Lux' })).findByText(
        'Dodato u korpu.',
      ),
    ).toBeTruthy();
  });

  it('says free delivery is reached from 5000 RSD', async () => {
    await addFromListing('Usisivač Tornado 2000');
    expect(within(await dialog()).getByText('Ostvarili ste besplatnu dostavu.')).toBeTruthy();
  });

  it('"Idi u korpu" goes to /korpa and closes the mini-cart', async () => {
    const { user } = await addFromListing('Usisivač Čistač Lux');
    await user.click(within(await dialog()).getByRole('link', { name: 'Idi u korpu' }));
    await expectUrl('/korpa', '');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus into the dialog, and back to the add button when Escape closes it', async () => {
    const { user } = await addFromListing('Usisivač Čistač Lux');
    const shown = await dialog();
    expect(shown.getAttribute('aria-modal')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Zatvori korpu' })),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(addButton('Usisivač Čistač Lux'));
  });

  it('focus goes back to the add button even when it lost focus while the add was sent (Chromium blurs a disabled button)', async () => {
    const view = openCatalog('/proizvodi', { shop: aVisitor(), handlers: [slowAdd] });
    await expectProducts(ALL);
    const add = addButton('Usisivač Čistač Lux');
    await view.user.click(add);
    const shown = await dialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Zatvori korpu' })),
    );
    await view.user.keyboard('{Escape}');
    expect(document.activeElement).toBe(add);
  });

  it('on the product page too, "Nastavi kupovinu" gives the focus back to "Dodaj u korpu"', async () => {
    const { user } = openCatalog('/proizvod/usisivac-cistac-lux', { shop: aVisitor(), handlers: [slowAdd] });
    await screen.findByRole('heading', { level: 1, name: 'Usisivač Čistač Lux' });
    const add = screen.getByRole('button', { name: 'Dodaj u korpu: Usisivač Čistač Lux' });
    await user.click(add);
    await user.click(within(await dialog()).getByRole('button', { name: 'Nastavi kupovinu' }));
    expect(document.activeElement).toBe(add);
  });

  it('Tab stays inside the dialog; "Nastavi kupovinu" closes it', async () => {
    const { user } = await addFromListing('Usisivač Čistač Lux');
    const shown = await dialog();
    const keep = within(shown).getByRole('button', { name: 'Nastavi kupovinu' });
    keep.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'Zatvori korpu' }));
    await user.click(keep);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an add from the product page opens it too, with the pieces chosen', async () => {
    const { user } = openCatalog('/proizvod/usisivac-cistac-lux', { shop: aVisitor() });
    await screen.findByRole('heading', { level: 1, name: 'Usisivač Čistač Lux' });
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu: Usisivač Čistač Lux' }));
    expect(within(await dialog()).getByText('Dodato: 1 komad · 2.990 RSD')).toBeTruthy();
  });

  it('has no serious or critical axe findings', async () => {
    await addFromListing('Usisivač Čistač Lux');
    const results = await axe.run(await dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
