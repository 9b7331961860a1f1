import type { Script } from '../../../contract/serbian-script';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

/** The account's address, its owner's first name as typed, the link, and the account's script. */
type AuthMailInput = { to: string; firstName: string; link: string; script: Script };

/** Sent after registration and on request: the link that confirms the e-mail address. */
export function verificationMail({ to, firstName, link, script }: AuthMailInput): MailMessage {
  const write = mailWriter(script);
  return composeMail({
    write,
    to,
    subject: write('Potvrdite svoju e-adresu'),
    paragraphs: [
      greeting(write, firstName),
      write(
        'Hvala što ste napravili nalog u našoj prodavnici. Da biste potvrdili svoju e-adresu, kliknite na dugme ispod ili otvorite link u pregledaču.',
      ),
      write('Link važi 24 sata. Ako niste Vi napravili nalog, zanemarite ovu poruku.'),
    ],
    action: { label: write('Potvrdite e-adresu'), url: link },
  });
}

/** Sent on a forgot-password request: the link to set a new password. */
export function passwordResetMail({ to, firstName, link, script }: AuthMailInput): MailMessage {
  const write = mailWriter(script);
  return composeMail({
    write,
    to,
    subject: write('Promena lozinke'),
    paragraphs: [
      greeting(write, firstName),
      write(
        'Primili smo zahtev za promenu lozinke Vašeg naloga. Novu lozinku možete postaviti preko linka ispod.',
      ),
      write('Link važi 30 minuta i može se iskoristiti samo jednom.'),
      write('Ako niste Vi tražili promenu, zanemarite ovu poruku.'),
    ],
    action: { label: write('Promenite lozinku'), url: link },
  });
}

/**
 * Sent to an account's owner when someone tried to register their address: it was not registered
 * again, and if it was them, a link sets a new password.
 */
export function registrationAttemptMail({ to, firstName, link, script }: AuthMailInput): MailMessage {
  const write = mailWriter(script);
  return composeMail({
    write,
    to,
    subject: write('Neko je pokušao da otvori nalog sa Vašom e-adresom'),
    paragraphs: [
      greeting(write, firstName),
      write(
        'Neko je upravo pokušao da otvori nalog u našoj prodavnici sa Vašom e-adresom. Nalog sa ovom adresom već postoji, pa novi nije otvoren.',
      ),
      write(
        'Ako ste to bili Vi i ne sećate se lozinke, novu možete postaviti preko linka ispod. Link važi 30 minuta i može se iskoristiti samo jednom.',
      ),
      write('Ako niste Vi, ništa ne morate da radite: Vaš nalog i lozinka su nepromenjeni.'),
    ],
    action: { label: write('Postavite novu lozinku'), url: link },
  });
}
