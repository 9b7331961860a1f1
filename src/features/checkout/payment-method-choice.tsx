import { type PaymentMethod, paymentMethods } from '../../../contract/order-constants';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHOD_NOTES } from './payment-methods';

type Props = {
  selected: PaymentMethod | null;
  error: string | null;
  disabled: boolean;
  onSelect: (method: PaymentMethod) => void;
};

/** Cash on delivery or bank transfer (DESIGN §3), as a labelled radio group. */
export function PaymentMethodChoice({ selected, error, disabled, onSelect }: Props) {
  return (
    <fieldset
      className="payment-methods"
      aria-describedby={error ? 'payment-method-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>Način plaćanja</legend>
      {paymentMethods.map((method) => (
        <label key={method} className={selected === method ? 'payment-method chosen' : 'payment-method'}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={selected === method}
            disabled={disabled}
            aria-describedby={`payment-method-${method}-note`}
            onChange={() => onSelect(method)}
          />
          <span className="payment-method-name">{PAYMENT_METHOD_NAMES[method]}</span>
          <span id={`payment-method-${method}-note`} className="form-note">
            {PAYMENT_METHOD_NOTES[method]}
          </span>
        </label>
      ))}
      {error && (
        <p id="payment-method-error" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
