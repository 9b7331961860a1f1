import type { Script } from '../../../contract/serbian-script';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

/** The account's address, its owner's first name as typed, the link, and the account's script. */
type AuthMailInput = { to: string; firstName: string; link: string; script: Script };

/** An account mail's words, in Latin: what it is about, why it came, and its one link's button. */
type AuthMailTexts = { subject: string; paragraphs: string[]; action: string };

/** A mail to an account's owner with one link: greeted by name, written in the account's script. */
const authMail =
  ({ subject, paragraphs, action }: AuthMailTexts) =>
  ({ to, firstName, link, script }: AuthMailInput): MailMessage => {
    const write = mailWriter(script);
    return composeMail({
      write,
      to,
      subject: write(subject),
      paragraphs: [greeting(write, firstName), ...paragraphs.map((paragraph) => write(paragraph))],
      action: { label: write(action), url: link },
    });
  };

/** Sent after registration and on request: the link that confirms the e-mail address. */
export const verificationMail = authMail({
  subject: 'Potvrdite svoju e-adresu',
  paragraphs: [
    'Hvala što ste napravili nalog u našoj prodavnici. Da biste potvrdili svoju e-adresu, kliknite na dugme ispod ili otvorite link u pregledaču.',
    'Link važi 24 sata. Ako niste Vi napravili nalog, zanemarite ovu poruku.',
  ],
  action: 'Potvrdite e-adresu',
});

/** Sent on a forgot-password request: the link to set a new password. */
export const passwordResetMail = authMail({
  subject: 'Promena lozinke',
  paragraphs: [
    'Primili smo zahtev za promenu lozinke Vašeg naloga. Novu lozinku možete postaviti preko linka ispod.',
    'Link važi 30 minuta i može se iskoristiti samo jednom.',
    'Ako niste Vi tražili promenu, zanemarite ovu poruku.',
  ],
  action: 'Promenite lozinku',
});

/**
 * Sent to an account's owner when someone tried to register their address: it was not registered
 * again, and if it was them, a link sets a new password.
 */
export const registrationAttemptMail = authMail({
  subject: 'Neko je pokušao da otvori nalog sa Vašom e-adresom',
  paragraphs: [
    'Neko je upravo pokušao da otvori nalog u našoj prodavnici sa Vašom e-adresom. Nalog sa ovom adresom već postoji, pa novi nije otvoren.',
    'Ako ste to bili Vi i ne sećate se lozinke, novu možete postaviti preko linka ispod. Link važi 30 minuta i može se iskoristiti samo jednom.',
    'Ako niste Vi, ništa ne morate da radite: Vaš nalog i lozinka su nepromenjeni.',
  ],
  action: 'Postavite novu lozinku',
});
