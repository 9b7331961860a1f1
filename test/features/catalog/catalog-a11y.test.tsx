import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../utils/axe';
import { aBigCatalog, aSignedInUser, expectProducts, openCatalog } from './catalog-driver';
import { wholeText } from '../../utils/text-content';

describe('catalogue accessibility (issue: no serious or critical axe violations)', () => {
  it('a filtered category listing with its pages passes axe', async () => {
    openCatalog('/proizvodi/mali-kucni-aparati?brand=Vihor&sort=name&page=2', { catalog: aBigCatalog(30) });
    await screen.findByRole('navigation', { name: 'Stranice' });
    await screen.findByRole('navigation', { name: 'Podkategorije' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('search results and the empty search pass axe', async () => {
    const { unmount } = openCatalog('/proizvodi/pretraga?q=frizider');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    expect(await seriousViolations()).toEqual([]);
    unmount();
    openCatalog('/proizvodi/pretraga?q=televizor');
    await screen.findByText(wholeText('Nema rezultata za „televizor“'));
    expect(await seriousViolations()).toEqual([]);
  });

  it('the product page with the review form showing its errors passes axe', async () => {
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', { shop: aSignedInUser({ verified: true }) });
    await screen.findByRole('form', { name: 'Ocenite proizvod' });
    await user.click(screen.getByRole('button', { name: 'Objavi ocenu' }));
    await screen.findByText('Ocena je od 1 do 5.');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the product not-found page passes axe', async () => {
    openCatalog('/proizvod/404');
    await screen.findByRole('heading', { level: 1, name: 'Proizvod nije pronađen' });
    expect(await seriousViolations()).toEqual([]);
  });
});
