import { useId, useState } from 'react';
import './quantity-stepper.css';

type Props = {
  /** Names the field: "Količina za {label}", "Smanji količinu: {label}", "Povećaj količinu: {label}". */
  label: string;
  /** The quantity shown (the caller's: the cart's target, or the form's pick). */
  value: number;
  max: number;
  /** − and +: the next whole quantity within 1..max. */
  onStep: (quantity: number) => void;
  /** The text typed, on Enter or leaving the field: the caller decides what it means. */
  onEnter: (text: string) => void;
  /** What the shopper is told about the last entry ("Na stanju su samo 2 komada."), or null. */
  note: string | null;
  /** Shows the field's own label instead of a visually hidden one. */
  visibleLabel?: string;
};

/**
 * − input + for a quantity from 1 to `max` (issue 14). It keeps only the text being typed; what a
 * typed number means (clamped, refused, 0 asks to remove) is the caller's rule, and the number
 * shown is always the caller's `value` once typing ends.
 */
export function QuantityStepper({ label, value, max, onStep, onEnter, note, visibleLabel }: Props) {
  const id = useId();
  // The text while the shopper types; null when the field shows `value`.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    if (typed.trim() !== String(value)) onEnter(typed);
  };
  const inputId = `${id}-input`;
  const noteId = `${id}-note`;
  return (
    <div className="quantity-stepper">
      <label htmlFor={inputId} className={visibleLabel ? undefined : 'visually-hidden'}>
        {visibleLabel ?? `Količina za ${label}`}
      </label>
      <div className="quantity-stepper-row">
        <button
          type="button"
          className="button"
          aria-label={`Smanji količinu: ${label}`}
          disabled={value <= 1}
          onClick={() => onStep(value - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={typed ?? String(value)}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="button"
          aria-label={`Povećaj količinu: ${label}`}
          disabled={value >= max}
          onClick={() => onStep(value + 1)}
        >
          +
        </button>
      </div>
      <p id={noteId} className="form-error quantity-stepper-note" role="status">
        {note}
      </p>
    </div>
  );
}
