import { useId, useState } from 'react';

type Props = {
  productName: string;
  quantity: number;
  max: number;
  /** The cart's refusal of the last change (its text): when one arrives, the shown number goes back to `quantity`. */
  refusal: string | null;
  onChange: (quantity: number) => void;
};

/**
 * Quantity within 1..max (the stock). The shown number follows clicks at once, so two quick clicks
 * ask for +2; it falls back to the cart's quantity whenever that changes (an answer or a refusal).
 */
export function CartQuantity({ productName, quantity, max, refusal, onChange }: Props) {
  const id = useId();
  // The number shown and typed: input values, ahead of the cart's answer.
  const [shown, setShown] = useState(quantity);
  const [typed, setTyped] = useState(String(quantity));
  const [answered, setAnswered] = useState({ quantity, refusal });
  if (answered.quantity !== quantity || answered.refusal !== refusal) {
    setAnswered({ quantity, refusal });
    // A new quantity, or a new refusal, from the cart: show what the cart holds.
    if (answered.quantity !== quantity || refusal !== null) {
      setShown(quantity);
      setTyped(String(quantity));
    }
  }

  const commit = (next: number) => {
    if (!Number.isFinite(next)) {
      setTyped(String(shown));
      return;
    }
    const clamped = Math.min(Math.max(Math.trunc(next), 1), Math.max(max, 1));
    setTyped(String(clamped));
    if (clamped === shown) return;
    setShown(clamped);
    onChange(clamped);
  };

  return (
    <fieldset className="cart-quantity">
      <legend className="visually-hidden">Količina: {productName}</legend>
      <button
        type="button"
        className="button"
        aria-label={`Smanji količinu: ${productName}`}
        disabled={shown <= 1}
        onClick={() => commit(shown - 1)}
      >
        −
      </button>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Količina za {productName}
      </label>
      <input
        id={`${id}-input`}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => (typed.trim() === '' ? setTyped(String(shown)) : commit(Number(typed)))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(Number(typed));
          }
        }}
      />
      <button
        type="button"
        className="button"
        aria-label={`Povećaj količinu: ${productName}`}
        disabled={shown >= max}
        onClick={() => commit(shown + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
