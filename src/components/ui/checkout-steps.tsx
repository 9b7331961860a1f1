import type { CartStep } from '../../../machines/shared/system';

const STEPS = ['Korpa', 'Dostava', 'Plaćanje i pregled'] as const;

/** Korpa → Dostava → Plaćanje i pregled, with the current step marked for screen readers. */
export function CheckoutSteps({ current }: { current: CartStep }) {
  return (
    <nav aria-label="Koraci kupovine" className="checkout-steps">
      <ol>
        {STEPS.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={name}
              className={`checkout-step ${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="checkout-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checkout-step-name">
                {name}
                {state === 'done' && <span className="visually-hidden"> (završeno)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
