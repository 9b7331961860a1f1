// The guest's address checked with the contract's schema (the server checks the same). It brings
// zod, which the product page does not need to render: the form imports it when submitted.
export { checkFields } from '../../../contract/check-fields';
export { stockAlertBodySchema } from '../../../contract/stock-alerts';
