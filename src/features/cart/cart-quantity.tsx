import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { CartItem } from '../../../contract/cart';
import {
  selectLineError,
  selectLineTarget,
  selectQuantityNote,
  selectRemovalAsked,
} from '../../../machines/cart/cart.selectors';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useShopActors } from '../../lib/shop-selectors';

type Props = { item: CartItem; max: number };

/** The question a typed 0 asks. "Da, ukloni" removes through cart.remove; "Otkaži" keeps the line. */
function RemovalQuestion({ itemId }: { itemId: number }) {
  const { cart } = useShopActors();
  const confirm = useRef<HTMLButtonElement>(null);
  // Focus moves to the answer, and back to the quantity field when the question goes (cancelled).
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    confirm.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <fieldset className="cart-remove-question">
      <legend>Ukloniti proizvod iz korpe?</legend>
      <button
        ref={confirm}
        type="button"
        className="button"
        onClick={() => cart.send({ type: 'cart.remove', itemId })}
      >
        Da, ukloni
      </button>
      <button type="button" className="button" onClick={() => cart.send({ type: 'cart.removalCancelled' })}>
        Otkaži
      </button>
    </fieldset>
  );
}

/**
 * A line's quantity (issue 14): the stepper shows where the cart is taking the line; what a typed
 * number means (clamped to the stock and said, refused, 0 asks before removing) is the cart
 * machine's (cart.quantityEntered), and so are the note and the question shown.
 */
export function CartQuantity({ item, max }: Props) {
  const { cart } = useShopActors();
  const { id, product } = item;
  const target = useSelector(
    cart,
    useMemo(() => selectLineTarget(id), [id]),
  );
  const note = useSelector(
    cart,
    useMemo(() => selectQuantityNote(id), [id]),
  );
  const refusal = useSelector(
    cart,
    useMemo(() => selectLineError(id), [id]),
  );
  const asked = useSelector(
    cart,
    useMemo(() => selectRemovalAsked(id), [id]),
  );
  return (
    <>
      <QuantityStepper
        label={product.name}
        value={target}
        max={max}
        note={note ?? refusal}
        onStep={(quantity) => cart.send({ type: 'cart.updateQuantity', cartItemId: id, quantity })}
        onEnter={(text) => cart.send({ type: 'cart.quantityEntered', cartItemId: id, text })}
      />
      {asked && <RemovalQuestion itemId={id} />}
    </>
  );
}
