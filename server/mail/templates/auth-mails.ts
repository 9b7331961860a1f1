import { composeMail } from '../layout';
import type { MailMessage } from '../mailer';

type AuthMailInput = { to: string; firstName: string; link: string };

/** Sent after registration and on request: the link that confirms the e-mail address. */
export function verificationMail({ to, firstName, link }: AuthMailInput): MailMessage {
  return composeMail({
    to,
    subject: 'Potvrdite svoju e-adresu',
    paragraphs: [
      `Zdravo, ${firstName}!`,
      'Hvala što ste napravili nalog u našoj prodavnici. Da biste potvrdili svoju e-adresu, kliknite na dugme ispod ili otvorite link u pregledaču.',
      'Link važi 24 sata. Ako niste Vi napravili nalog, zanemarite ovu poruku.',
    ],
    action: { label: 'Potvrdite e-adresu', url: link },
  });
}

/** Sent on a forgot-password request: the link to set a new password. */
export function passwordResetMail({ to, firstName, link }: AuthMailInput): MailMessage {
  return composeMail({
    to,
    subject: 'Promena lozinke',
    paragraphs: [
      `Zdravo, ${firstName}!`,
      'Primili smo zahtev za promenu lozinke Vašeg naloga. Novu lozinku možete postaviti preko linka ispod.',
      'Link važi 30 minuta i može se iskoristiti samo jednom.',
      'Ako niste Vi tražili promenu, zanemarite ovu poruku.',
    ],
    action: { label: 'Promenite lozinku', url: link },
  });
}

/**
 * Sent to an account's owner when someone tried to register their address: it was not registered
 * again, and if it was them, a link sets a new password.
 */
export function registrationAttemptMail({ to, firstName, link }: AuthMailInput): MailMessage {
  return composeMail({
    to,
    subject: 'Neko je pokušao da otvori nalog sa Vašom e-adresom',
    paragraphs: [
      `Zdravo, ${firstName}!`,
      'Neko je upravo pokušao da otvori nalog u našoj prodavnici sa Vašom e-adresom. Nalog sa ovom adresom već postoji, pa novi nije otvoren.',
      'Ako ste to bili Vi i ne sećate se lozinke, novu možete postaviti preko linka ispod. Link važi 30 minuta i može se iskoristiti samo jednom.',
      'Ako niste Vi, ništa ne morate da radite: Vaš nalog i lozinka su nepromenjeni.',
    ],
    action: { label: 'Postavite novu lozinku', url: link },
  });
}
