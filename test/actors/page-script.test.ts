// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showPageInScript } from '../../src/actors/page-script';
import { knownBrands, knownModels, rememberBrands } from '../../src/api/known-brands';

/*
 * The page shown in Cyrillic and back in Latin (src/actors/page-script.ts): text, the shopper-read
 * attributes, the title and lang; what stays Latin; what appears or changes while in Cyrillic.
 */

/** Lets the MutationObserver's records (a microtask) be handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const $ = (selector: string) => document.querySelector(selector)!;

const PAGE =
  '<main><h1>Korpa</h1>' +
  '<input placeholder="Pretraga proizvoda" title="Pretraga" data-label="Korpa" name="Korpa">' +
  '<button aria-label="Zatvori">Dodaj u korpu</button>' +
  '<img alt="Slika frižidera" src="/slike/Korpa.svg"></main>';

beforeEach(() => {
  document.head.innerHTML = '<title>Prodavnica</title>';
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  showPageInScript('latin');
  document.body.innerHTML = '';
  knownBrands.clear();
  knownModels.clear();
});

describe('the page in Cyrillic', () => {
  it('transliterates every text, the title, and placeholder, title, aria-label and alt; lang is sr-Cyrl', () => {
    showPageInScript('cyrillic');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(document.title).toBe('Продавница');
    expect($('h1').textContent).toBe('Корпа');
    expect($('button').textContent).toBe('Додај у корпу');
    const input = $('input');
    expect(input.getAttribute('placeholder')).toBe('Претрага производа');
    expect(input.getAttribute('title')).toBe('Претрага');
    expect($('button').getAttribute('aria-label')).toBe('Затвори');
    expect($('img').getAttribute('alt')).toBe('Слика фрижидера');
  });

  it('leaves other attributes Latin: data, names, addresses', () => {
    showPageInScript('cyrillic');
    expect($('input').getAttribute('data-label')).toBe('Korpa');
    expect($('input').getAttribute('name')).toBe('Korpa');
    expect($('img').getAttribute('src')).toBe('/slike/Korpa.svg');
  });

  it('leaves Latin what is marked so, scripts, styles, what the shopper typed and brands', () => {
    knownBrands.add('gorenje');
    document.body.innerHTML =
      '<p translate="no">Korpa <b title="Korpa">Korpa</b></p>' +
      '<div data-script="latin" title="Zatvori"><span>Beograd</span></div>' +
      '<textarea>Beograd</textarea><script>var Korpa = 1;</script><style>.Korpa { color: red; }</style>' +
      '<input id="grad"><p id="brend">Frižider Gorenje NRK6192</p>';
    (document.getElementById('grad') as HTMLInputElement).value = 'Beograd';
    showPageInScript('cyrillic');
    expect($('[translate="no"]').textContent).toBe('Korpa Korpa');
    expect($('b').getAttribute('title')).toBe('Korpa');
    expect($('[data-script="latin"]').getAttribute('title')).toBe('Zatvori');
    expect($('span').textContent).toBe('Beograd');
    expect(($('textarea') as HTMLTextAreaElement).value).toBe('Beograd');
    expect($('script').textContent).toBe('var Korpa = 1;');
    expect($('style').textContent).toBe('.Korpa { color: red; }');
    expect((document.getElementById('grad') as HTMLInputElement).value).toBe('Beograd');
    expect($('#brend').textContent).toBe('Фрижидер Gorenje NRK6192');
  });

  it('keeps what the shopper typed in the title as typed (its data-typed), the rest in Cyrillic (N2)', async () => {
    document.head.innerHTML =
      '<title data-typed="cokolada">Rezultati pretrage za „cokolada“ | Prodavnica</title>';
    showPageInScript('cyrillic');
    expect(document.title).toBe('Резултати претраге за „cokolada“ | Продавница');
    document.title = 'Rezultati pretrage za „kafa“ | Prodavnica';
    document.head.querySelector('title')!.setAttribute('data-typed', 'kafa');
    await settle();
    expect(document.title).toBe('Резултати претраге за „kafa“ | Продавница');
    showPageInScript('latin');
    expect(document.title).toBe('Rezultati pretrage za „kafa“ | Prodavnica');
  });

  it('keeps a product’s model Latin after its brand, as the API named it (N2)', () => {
    rememberBrands({ items: [{ name: 'Laptop Dell Inspiron 15', brand: 'Dell' }] });
    document.body.innerHTML = '<h2>Laptop Dell Inspiron 15</h2><p>Inspiron za školu</p>';
    showPageInScript('cyrillic');
    expect($('h2').textContent).toBe('Лаптоп Dell Inspiron 15');
    expect($('p').textContent).toBe('Инспирон за школу');
  });

  it('transliterates a textarea’s placeholder and title, never what is typed in it', () => {
    document.body.innerHTML = '<textarea placeholder="Vaša poruka" title="Poruka">Beograd</textarea>';
    showPageInScript('cyrillic');
    const textarea = $('textarea') as HTMLTextAreaElement;
    expect(textarea.getAttribute('placeholder')).toBe('Ваша порука');
    expect(textarea.getAttribute('title')).toBe('Порука');
    expect(textarea.value).toBe('Beograd');
    showPageInScript('latin');
    expect(textarea.getAttribute('placeholder')).toBe('Vaša poruka');
  });

  it('transliterates what appears later: elements with their texts and attributes, and bare texts', async () => {
    showPageInScript('cyrillic');
    const section = document.createElement('section');
    section.innerHTML = '<p title="Zatvori">Dodaj u korpu</p><img alt="Slika">';
    document.body.append(document.createComment('Korpa'), section, document.createTextNode('Beograd'));
    const image = document.createElement('img');
    image.setAttribute('alt', 'Slika');
    document.body.append(image);
    await settle();
    expect(section.innerHTML).toBe('<p title="Затвори">Додај у корпу</p><img alt="Слика">');
    expect(document.body.lastChild!.previousSibling!.textContent).toBe('Београд');
    expect(image.getAttribute('alt')).toBe('Слика');
  });

  it('transliterates a text or a shopper-read attribute the page changes, not another attribute', async () => {
    showPageInScript('cyrillic');
    ($('h1').firstChild as Text).data = 'Pretraga';
    $('input').setAttribute('placeholder', 'Zatvori');
    $('input').setAttribute('data-label', 'Zatvori');
    await settle();
    expect($('h1').textContent).toBe('Претрага');
    expect($('input').getAttribute('placeholder')).toBe('Затвори');
    expect($('input').getAttribute('data-label')).toBe('Zatvori');
  });

  it('a text changed and removed at once does not keep the next changes from being transliterated', async () => {
    showPageInScript('cyrillic');
    const text = $('h1').firstChild as Text;
    text.data = 'Pretraga';
    text.remove();
    const added = document.createElement('p');
    added.textContent = 'Beograd';
    document.body.append(added);
    await settle();
    expect(added.textContent).toBe('Београд');
  });
});

describe('back in Latin', () => {
  it('gives back exactly the Latin that was written, title and lang included', async () => {
    showPageInScript('cyrillic');
    const added = document.createElement('p');
    added.setAttribute('title', 'Zatvori');
    added.textContent = 'Dodaj u korpu';
    document.body.append(added);
    await settle();
    expect(added.outerHTML).toBe('<p title="Затвори">Додај у корпу</p>');
    showPageInScript('latin');
    expect(document.documentElement.lang).toBe('sr-Latn');
    expect(document.title).toBe('Prodavnica');
    expect(document.body.innerHTML).toBe(`${PAGE}<p title="Zatvori">Dodaj u korpu</p>`);
  });

  it('keeps what the page wrote while in Cyrillic instead of the old Latin', async () => {
    showPageInScript('cyrillic');
    ($('h1').firstChild as Text).data = '5';
    $('input').setAttribute('title', '');
    await settle();
    showPageInScript('latin');
    expect($('h1').textContent).toBe('5');
    expect($('input').getAttribute('title')).toBe('');
    expect($('input').getAttribute('placeholder')).toBe('Pretraga proizvoda');
  });

  it('no longer transliterates what appears or changes', async () => {
    showPageInScript('cyrillic');
    showPageInScript('latin');
    ($('h1').firstChild as Text).data = 'Pretraga';
    document.body.append(document.createTextNode('Beograd'));
    await settle();
    expect($('h1').textContent).toBe('Pretraga');
    expect(document.body.lastChild!.textContent).toBe('Beograd');
  });

  it('showing Cyrillic twice watches the page once: back in Latin it stays Latin', async () => {
    showPageInScript('cyrillic');
    showPageInScript('cyrillic');
    expect($('h1').textContent).toBe('Корпа');
    showPageInScript('latin');
    await settle();
    expect($('h1').textContent).toBe('Korpa');
    expect(document.title).toBe('Prodavnica');
  });

  it('showing Latin on a Latin page changes nothing but lang', () => {
    document.documentElement.lang = '';
    showPageInScript('latin');
    expect(document.documentElement.lang).toBe('sr-Latn');
    expect(document.body.innerHTML).toBe(PAGE);
    expect(document.title).toBe('Prodavnica');
  });
});
