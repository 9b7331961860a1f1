/** The header search input's id: a page links to "#pretraga-proizvoda" to send the shopper there. */
export const SEARCH_INPUT_ID = 'pretraga-proizvoda';
