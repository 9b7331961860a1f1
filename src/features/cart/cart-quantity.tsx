import { useEffect, useId, useState } from 'react';

type Props = {
  productName: string;
  quantity: number;
  max: number;
  /** Changes when the cart refused a change: the shown number goes back to `quantity`. */
  refusals: number;
  onChange: (quantity: number) => void;
};

/**
 * Quantity within 1..max (the stock). The shown number follows clicks at once, so two quick clicks
 * ask for +2; it falls back to the cart's quantity whenever that changes (an answer or a refusal).
 */
export function CartQuantity({ productName, quantity, max, refusals, onChange }: Props) {
  const id = useId();
  const [shown, setShown] = useState(quantity);
  const [typed, setTyped] = useState(String(quantity));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a refusal resets the number too.
  useEffect(() => {
    setShown(quantity);
    setTyped(String(quantity));
  }, [quantity, refusals]);

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
