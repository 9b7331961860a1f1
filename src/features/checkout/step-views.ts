// Steps 1 and 2 of the checkout, in a chunk of their own (./lazy-steps.tsx loads it).
export { DeliveryStep } from './delivery-step';
export { PaymentStep } from './payment-step';
