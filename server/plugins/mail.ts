import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer, MailMessage } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Sends a mail; a failure is logged and never fails the request that caused it. */
    sendMail(message: MailMessage): Promise<void>;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { mailer: Mailer }) => {
    app.decorate('mailer', opts.mailer);
    app.decorate('sendMail', async (message: MailMessage) => {
      try {
        await opts.mailer.send(message);
      } catch (err) {
        app.log.error({ err, to: message.to, subject: message.subject }, 'mail not sent');
      }
    });
  },
  { name: 'mail' },
);
