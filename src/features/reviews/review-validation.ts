// A review's check with the contract's schema (the server checks the same). It brings zod, which
// the review screens do not need to render: the forms import it when submitted.
export { checkFields } from '../../../contract/check-fields';
export { reviewBodySchema } from '../../../contract/reviews';
