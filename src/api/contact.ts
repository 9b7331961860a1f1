import type { ContactBody } from '../../contract/contact';
import { routes } from '../../contract/routes';
import { call } from './request';

/** POST /api/contact: sends the contact form; resolves with the shop's Serbian thank-you text. */
export async function sendContactMessage(body: ContactBody): Promise<string | undefined> {
  const answer = await call(routes.contact, { body });
  return answer?.message;
}
