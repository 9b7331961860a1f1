import type { ContactBody } from '../../contract/contact';
import { successSchema } from '../../contract/errors';
import { request } from './request';

/**
 * POST /api/contact: sends the contact form. contract/contact.ts names no answer yet; the server's
 * plain acknowledgement `{ success: true }` is assumed until it does.
 */
export async function sendContactMessage(body: ContactBody): Promise<void> {
  await request({ method: 'post', url: '/api/contact', data: body, schema: successSchema });
}
