import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopErrorBoundary } from '../../src/app/error-boundary';

const person =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('render errors (spec §2)', () => {
  // React reports the caught error on the console; the test expects it.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a page that fails to render shows the error page with status 500 to a shopper', () => {
    render(
      <ShopErrorBoundary userAgent={person}>
        <BrokenPage />
      </ShopErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Došlo je do greške' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    const page = document.querySelector<HTMLElement>('.error-page');
    expect(page?.dataset.statusMessage).toBe('Internal Server Error');
    expect(screen.getByRole('link', { name: 'Početna strana' }).getAttribute('href')).toBe('/');
  });

  it('a search-engine bot gets no error page', () => {
    const { container } = render(
      <ShopErrorBoundary userAgent={googlebot}>
        <BrokenPage />
      </ShopErrorBoundary>,
    );
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('a page that renders is shown as it is', () => {
    render(
      <ShopErrorBoundary userAgent={person}>
        <p>Sve je u redu.</p>
      </ShopErrorBoundary>,
    );
    expect(screen.getByText('Sve je u redu.')).toBeTruthy();
  });

  it('the error page gives way once the shopper goes to another page', () => {
    const { rerender } = render(
      <ShopErrorBoundary userAgent={person} location="/proizvodi">
        <BrokenPage />
      </ShopErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Došlo je do greške' })).toBeTruthy();
    rerender(
      <ShopErrorBoundary userAgent={person} location="/">
        <p>Početna strana</p>
      </ShopErrorBoundary>,
    );
    expect(screen.getByText('Početna strana')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Došlo je do greške' })).toBeNull();
  });
});
