import { ApiError, NETWORK_ERROR_TEXT } from '../api/api-error';

/**
 * An src/api module loaded on its first call, so that the HTTP client and the contract's zod
 * schemas are not part of the entry chunk (bench/bundle.bench.ts). A module that cannot be fetched
 * fails the call as a request without an answer would (ApiError, status 0). When the app's
 * chunk-error handler reloads the page instead (src/lib/app-version.ts), Vite resolves the import
 * with nothing: that call fails the same way while the page reloads.
 */
function onFirstCall<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    let module: T | undefined;
    try {
      module = await load();
    } catch (error) {
      throw new ApiError(NETWORK_ERROR_TEXT, 0, undefined, error);
    }
    if (!module) throw new ApiError(NETWORK_ERROR_TEXT, 0);
    return module;
  };
}

export const authApi = onFirstCall(() => import('../api/auth'));
export const cartApi = onFirstCall(() => import('../api/cart'));
export const catalogApi = onFirstCall(() => import('../api/catalog'));
export const contactApi = onFirstCall(() => import('../api/contact'));
export const ordersApi = onFirstCall(() => import('../api/orders'));
export const profileApi = onFirstCall(() => import('../api/profile'));
export const reviewsApi = onFirstCall(() => import('../api/reviews'));
export const wishlistApi = onFirstCall(() => import('../api/wishlist'));
