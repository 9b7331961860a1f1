import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useIsSearchPage, useRouteSlug } from '../../src/lib/route-flags';

/** A header-like reader outside any route, as the shop's header is. */
function Flags() {
  return (
    <p>{`kategorija: ${useRouteSlug() !== null}, pretraga: ${useIsSearchPage()}, slug: ${useRouteSlug()}`}</p>
  );
}

function flagsAt(address: string) {
  const { hook, searchHook } = memoryLocation({ path: address });
  const { unmount } = render(
    <Router hook={hook} searchHook={searchHook}>
      <Flags />
    </Router>,
  );
  const flags = screen.getByText(/^kategorija:/).textContent;
  unmount();
  return flags;
}

describe('spec §2: the app-wide route flags, read outside the routes', () => {
  it('a category page: the category flag is set and names its slug', () => {
    expect(flagsAt('/proizvodi/frizideri')).toBe('kategorija: true, pretraga: false, slug: frizideri');
  });

  it('the search page and the full listing: no slug, so no category flag', () => {
    expect(flagsAt('/proizvodi/pretraga?q=frizider')).toBe('kategorija: false, pretraga: true, slug: null');
    expect(flagsAt('/proizvodi')).toBe('kategorija: false, pretraga: false, slug: null');
  });
});
