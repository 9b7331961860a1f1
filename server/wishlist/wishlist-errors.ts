import { conflict, notFound } from '../http-errors';

export const wishlistNotFound = () => notFound('Lista želja nije pronađena.', 'NOT_FOUND');

export const wishlistItemNotFound = () => notFound('Stavka liste želja nije pronađena.', 'NOT_FOUND');

export const alreadyInWishlist = () => conflict('Proizvod je već na listi želja.', 'ALREADY_IN_WISHLIST');
