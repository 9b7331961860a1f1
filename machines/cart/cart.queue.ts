import type { CartCommand, CartContext, CartEvent } from './cart.types';

/** The call an event asks for (null for events that make none). */
export function commandFor(event: CartEvent): CartCommand | null {
  switch (event.type) {
    case 'cart.fetch':
    case 'cart.changedElsewhere':
    case 'cart.tabVisible':
      return { type: 'fetch' };
    case 'cart.add': {
      const quantity = event.quantity ?? 1;
      const add = { type: 'add' as const, productId: event.productId, quantity, requested: quantity };
      return event.replyTo ? { ...add, replyTo: event.replyTo } : add;
    }
    case 'cart.updateQuantity':
      return { type: 'updateQuantity', cartItemId: event.cartItemId, quantity: event.quantity };
    case 'cart.remove':
      return { type: 'remove', itemId: event.itemId };
    case 'cart.clear':
      return { type: 'clear' };
    case 'cart.removeUnavailable':
      return { type: 'removeUnavailable' };
    default:
      return null;
  }
}

/** The cart id for calls that need one; commands only run once a fetch has brought it. */
export function knownCartId(context: CartContext): string {
  if (context.cartId === null) throw new Error('cart: no cart id yet');
  return context.cartId;
}
