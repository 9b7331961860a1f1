import { routes } from '../../contract/routes';
import { handle } from './handle';
import { delay, type HttpHandler } from 'msw';
import { type ContactBody, contactBodySchema, contactResponseSchema } from '../../contract/contact';
import type { ApiError } from '../../contract/errors';
import { contractJson, errorJson } from './contract-responses';

/** server/routes/api/contact CONTACT_THANKS: the text the shop answers a sent message with. */
export const CONTACT_THANKS = 'Hvala na poruci! Odgovorićemo Vam u najkraćem roku.';

/** server/plugins/errors.ts: what the rate limiter answers (5 messages per hour per IP). */
export const CONTACT_RATE_LIMITED = {
  status: 429,
  body: {
    error: 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
    code: 'RATE_LIMITED',
  },
} as const satisfies ContactFailure;

/** server/plugins/errors.ts: an unexpected failure of the server. */
export const CONTACT_SERVER_ERROR = {
  status: 500,
  body: { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' },
} as const satisfies ContactFailure;

export type ContactFailure = { status: number; body: ApiError };

/** The shop's contact inbox as the fake server holds it. */
export type FakeContactInbox = {
  /** Every body that reached POST /api/contact, as sent. */
  received: unknown[];
  /** The messages the server accepted (after its schema). */
  messages: ContactBody[];
  /** When set, every call fails with it. */
  failure: ContactFailure | null;
  /** When set, answers wait for it (to see the form while it sends). */
  hold: Promise<void> | null;
};

export function aContactInbox(overrides: Partial<FakeContactInbox> = {}): FakeContactInbox {
  return { received: [], messages: [], failure: null, hold: null, ...overrides };
}

/** Holds the inbox's answers until the returned function is called. */
export function holdAnswers(inbox: FakeContactInbox): () => void {
  let release = () => {};
  inbox.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    inbox.hold = null;
    release();
  };
}

/** POST /api/contact as server/routes/api/contact answers it, every answer through the contract. */
export function contactHandlers(inbox: FakeContactInbox): HttpHandler[] {
  return [
    handle(routes.contact, async ({ request }) => {
      const body: unknown = await request.json();
      inbox.received.push(body);
      if (inbox.hold) await inbox.hold;
      await delay(10);
      if (inbox.failure) return errorJson(inbox.failure.status, inbox.failure.body);
      const parsed = contactBodySchema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
          message: issue.message,
        }));
        return errorJson(400, { error: issues[0]!.message, code: 'VALIDATION_ERROR', issues });
      }
      inbox.messages.push(parsed.data);
      return contractJson(contactResponseSchema, { success: true, message: CONTACT_THANKS }, 201);
    }),
  ];
}
