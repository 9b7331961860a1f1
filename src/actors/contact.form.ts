import type { ContactBody } from '../../contract/contact';
import * as contactApi from '../api/contact';
import { checkWith, createForm } from './form-logic';

/**
 * The contact form (src/lib/use-form.ts shows it): checked with the server's own schema, loaded
 * with the first send so zod is not in the page's chunk; POST /api/contact answers the shop's
 * thank-you text. It is emptied once the shop has the message.
 */
export const contactForm = createForm({
  check: checkWith(() => import('../../contract/contact').then((contract) => contract.contactBodySchema)),
  submit: (body: ContactBody) => contactApi.sendContactMessage(body),
});
