import { createCheckoutMachine } from './checkout.definition';
import { validateDelivery } from './checkout.validation';

/**
 * Checkout (DESIGN §3 Checkout) with the contract's delivery validation: the machine of
 * ./checkout.definition.ts, as the model tests run it. The shop builds the same machine with the
 * same validation, loaded with the cart page (src/lib/shop-logic.ts).
 */
export const checkoutMachine = createCheckoutMachine(validateDelivery);
