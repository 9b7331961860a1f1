import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAddStatuses } from '../../machines/cart/cart.selectors';
import type { CartAdds } from '../components/ui/add-to-cart-button';
import { noteMiniCartOpener } from './mini-cart-opener';
import { useShopActors } from './shop-selectors';

/**
 * A product grid's "Dodaj u korpu" (src/components/ui/product-grid.tsx): each product's add status
 * from the cart machine, and the add itself, `cart.add` with the stock the card shows.
 */
export function useCartAdds(): CartAdds {
  const { cart } = useShopActors();
  const statuses = useSelector(cart, selectAddStatuses);
  return useMemo(
    () => ({
      statusOf: (productId) => statuses[productId] ?? null,
      add: (product, opener) => {
        noteMiniCartOpener(opener);
        cart.send({ type: 'cart.add', productId: product.id, stock: product.stock });
      },
    }),
    [cart, statuses],
  );
}
