import { describe, expect, it } from 'vitest';
import { matchPage } from '../../../server/pages/match-page';

const ORDER_ID = '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b';

describe('which page a path is, as the client’s router routes it', () => {
  it('the home page', () => {
    expect(matchPage('/')).toEqual({ kind: 'home' });
  });

  it('the fixed pages: all products, the search page, the product 404 page', () => {
    expect(matchPage('/proizvodi')).toEqual({ kind: 'allProducts' });
    expect(matchPage('/proizvodi/pretraga')).toEqual({ kind: 'search' });
    expect(matchPage('/proizvod/404')).toEqual({ kind: 'productNotFound' });
  });

  it('trailing slashes do not change the page', () => {
    expect(matchPage('/proizvodi/')).toEqual({ kind: 'allProducts' });
    expect(matchPage('/proizvodi/pretraga//')).toEqual({ kind: 'search' });
    expect(matchPage('/faq//')).toEqual({ kind: 'static', heading: 'Česta pitanja' });
    expect(matchPage('/proizvod/frizider/')).toEqual({ kind: 'product', slug: 'frizider' });
  });

  it('pages whose heading does not depend on data carry their heading', () => {
    expect(matchPage('/faq')).toEqual({ kind: 'static', heading: 'Česta pitanja' });
    expect(matchPage('/kontakt')).toEqual({ kind: 'static', heading: 'Kontakt' });
    expect(matchPage('/profil/istorija-kupovine')).toEqual({ kind: 'static', heading: 'Istorija kupovine' });
    expect(matchPage('/potvrdjena-kupovina')).toEqual({ kind: 'static', heading: 'Hvala na kupovini!' });
  });

  it('a product and a category by their (decoded) slug', () => {
    expect(matchPage('/proizvod/frizider-gorenje')).toEqual({ kind: 'product', slug: 'frizider-gorenje' });
    expect(matchPage('/proizvodi/frizideri')).toEqual({ kind: 'category', slug: 'frizideri' });
    expect(matchPage('/proizvod/fri%C5%BEider%20a')).toEqual({ kind: 'product', slug: 'frižider a' });
    expect(matchPage('/proizvodi/bela%20tehnika')).toEqual({ kind: 'category', slug: 'bela tehnika' });
  });

  it('a slug with an encoded slash or a malformed escape, a missing slug or a deeper path is no page', () => {
    expect(matchPage('/proizvodi/a%2Fb')).toEqual({ kind: 'notFound' });
    expect(matchPage('/proizvod/a%2fb')).toEqual({ kind: 'notFound' });
    expect(matchPage('/proizvod/%E0%A4%A')).toEqual({ kind: 'notFound' });
    expect(matchPage('/proizvod')).toEqual({ kind: 'notFound' });
    expect(matchPage('/proizvod/x/y')).toEqual({ kind: 'notFound' });
    expect(matchPage('/proizvodi/x/y')).toEqual({ kind: 'notFound' });
    expect(matchPage('/proizvod//x')).toEqual({ kind: 'notFound' });
  });

  it('a slug under any other first segment is no page', () => {
    expect(matchPage('/kategorija/frizideri')).toEqual({ kind: 'notFound' });
    expect(matchPage('/bilo/sta')).toEqual({ kind: 'notFound' });
  });

  it('an order’s details: the order history followed by exactly one UUID', () => {
    expect(matchPage(`/profil/istorija-kupovine/${ORDER_ID}`)).toEqual({ kind: 'orderDetails' });
    expect(matchPage(`/profil/istorija-kupovine/${ORDER_ID}/`)).toEqual({ kind: 'orderDetails' });
    expect(matchPage('/profil/istorija-kupovine/123')).toEqual({ kind: 'notFound' });
    expect(matchPage(`/profil/istorija-kupovine/${ORDER_ID}/x`)).toEqual({ kind: 'notFound' });
    expect(matchPage(`/profil/ocene/${ORDER_ID}`)).toEqual({ kind: 'notFound' });
    expect(matchPage(`/nalog/istorija-kupovine/${ORDER_ID}`)).toEqual({ kind: 'notFound' });
  });
});
