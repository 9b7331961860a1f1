// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageHead } from '../../contract/page-head';
import { applyHead } from '../../src/lib/document-head';

/** The head the server's page shell renders (server/pages), before the shop navigates. */
const SERVER_HEAD = `
  <title>Prodavnica</title>
  <meta name="description" content="Početna">
  <link rel="canonical" href="https://prodavnica.example/">
  <meta property="og:title" content="Prodavnica">
  <meta property="og:description" content="Početna">
  <meta property="og:url" content="https://prodavnica.example/">`;

const FRIDGES: PageHead = {
  title: 'Frižideri | Prodavnica',
  description: 'Frižideri u Prodavnici: 12 proizvoda.',
  canonical: '/kategorija/frizideri',
  noindex: false,
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('applyHead: the head a soft navigation leaves, as the server would have rendered it', () => {
  beforeEach(() => {
    document.head.innerHTML = SERVER_HEAD;
  });

  it('sets the title, the description and the Open Graph title, text and URL', () => {
    applyHead(FRIDGES);
    expect(document.title).toBe('Frižideri | Prodavnica');
    expect(meta('meta[name="description"]')).toBe('Frižideri u Prodavnici: 12 proizvoda.');
    expect(meta('meta[property="og:title"]')).toBe('Frižideri | Prodavnica');
    expect(meta('meta[property="og:description"]')).toBe('Frižideri u Prodavnici: 12 proizvoda.');
    expect(meta('meta[property="og:url"]')).toBe('https://prodavnica.example/kategorija/frizideri');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('marks what the shopper typed in the title (data-typed), and drops the mark on the next page', () => {
    applyHead({ ...FRIDGES, title: 'Rezultati pretrage za „cokolada“ | Prodavnica', typed: 'cokolada' });
    expect(document.head.querySelector('title')!.getAttribute('data-typed')).toBe('cokolada');
    applyHead(FRIDGES);
    expect(document.head.querySelector('title')!.hasAttribute('data-typed')).toBe(false);
  });

  it("keeps the server's public origin in the canonical, not the address the page was opened at", () => {
    applyHead(FRIDGES);
    expect(location.origin).not.toBe('https://prodavnica.example');
    expect(canonical()).toBe('https://prodavnica.example/kategorija/frizideri');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('a private page gets robots noindex; the next public page drops it', () => {
    applyHead({ ...FRIDGES, title: 'Korpa | Prodavnica', canonical: '/korpa', noindex: true });
    expect(meta('meta[name="robots"]')).toBe('noindex');
    applyHead({ ...FRIDGES, canonical: '/korpa', noindex: true });
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    applyHead(FRIDGES);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('a head without the tags (the development server) gets them, on this origin', () => {
    document.head.innerHTML = '';
    applyHead(FRIDGES);
    expect(meta('meta[name="description"]')).toBe('Frižideri u Prodavnici: 12 proizvoda.');
    expect(canonical()).toBe(`${location.origin}/kategorija/frizideri`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('rel')).toBe('canonical');
  });
});
