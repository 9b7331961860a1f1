import type { CartCommand, CartContext, CartEvent } from './cart.types';

/** The queue with the event's call appended (events that make no call leave it as it is). */
export function withCommandFor(queue: CartCommand[], event: CartEvent): CartCommand[] {
  const command = commandFor(event);
  return command ? [...queue, command] : queue;
}

function commandFor(event: CartEvent): CartCommand | null {
  switch (event.type) {
    case 'cart.fetch':
      return { type: 'fetch' };
    case 'cart.add':
      return event.replyTo
        ? { type: 'add', productId: event.productId, replyTo: event.replyTo }
        : { type: 'add', productId: event.productId };
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

/** The command in flight, whose type the state running it knows. */
export function runningCommand<TType extends CartCommand['type']>(
  context: CartContext,
  type: TType,
): Extract<CartCommand, { type: TType }> {
  const { running } = context;
  if (running?.type !== type) throw new Error(`cart: expected a running '${type}', found '${running?.type}'`);
  return running as Extract<CartCommand, { type: TType }>;
}

/** The cart id for calls that need one; commands only run once a fetch has brought it. */
export function knownCartId(context: CartContext): string {
  if (context.cartId === null) throw new Error('cart: no cart id yet');
  return context.cartId;
}
