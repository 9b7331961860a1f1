import type { StaffRole } from '../../../contract/admin';
import { countOf } from '../../../contract/plural';
import type { Script } from '../../../contract/serbian-script';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

/** The role as the mail names it (accusative after "kao": "kao operater", "kao administrator"). */
export const ROLE_NAMES: Record<StaffRole, string> = { operator: 'operater', admin: 'administrator' };

/** How long an invitation's link sets the password (a reset link: 30 minutes). */
export const INVITATION_DAYS = 7;

type StaffInviteInput = {
  to: string;
  /** The invited person's first name when their account has one (a promoted shopper). */
  firstName?: string | undefined;
  role: StaffRole;
  script: Script;
} & (
  | { /** A new account: the link sets its password (/reset-password). */ setPasswordLink: string }
  | { /** An existing account, now staff: the link opens the back office. */ backOfficeLink: string }
);

/** Sent when an admin invites someone to the back office. */
export function staffInviteMail(input: StaffInviteInput): MailMessage {
  const write = mailWriter(input.script);
  const role = ROLE_NAMES[input.role];
  const name = input.firstName ? input.firstName : undefined;
  const closing =
    'Pri prvoj prijavi podesićete i aplikaciju za kodove (drugi korak prijave) na svom telefonu.';
  const paragraphs =
    'setPasswordLink' in input
      ? [
          `Pozvani ste da radite u administraciji prodavnice kao ${role}. Za Vas je otvoren nalog sa ovom e-adresom.`,
          `Lozinku postavite preko linka ispod. Link važi ${countOf(INVITATION_DAYS, ['dan', 'dana', 'dana'])} i može se iskoristiti samo jednom.`,
          closing,
          'Ako ne očekujete ovaj poziv, zanemarite ovu poruku.',
        ]
      : [
          `Vaš nalog u prodavnici je dobio ulogu: ${role}. Administraciji pristupate svojom postojećom lozinkom.`,
          closing,
        ];
  return composeMail({
    write,
    to: input.to,
    subject: write('Poziv u administraciju prodavnice'),
    paragraphs: [greeting(write, name), ...paragraphs.map((paragraph) => write(paragraph))],
    action:
      'setPasswordLink' in input
        ? { label: write('Postavite lozinku'), url: input.setPasswordLink }
        : { label: write('Otvorite administraciju'), url: input.backOfficeLink },
  });
}
