import { type ContactBody, contactResponseSchema } from '../../contract/contact';
import { request } from './request';

/** POST /api/contact: sends the contact form; resolves with the shop's Serbian thank-you text. */
export async function sendContactMessage(body: ContactBody): Promise<string | undefined> {
  const answer = await request({
    method: 'post',
    url: '/api/contact',
    data: body,
    schema: contactResponseSchema,
  });
  return answer?.message;
}
