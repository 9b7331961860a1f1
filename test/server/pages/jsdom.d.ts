// jsdom ships without types (and @types/jsdom is not installed): the little the page tests use.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
