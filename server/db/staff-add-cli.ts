/**
 * npm run staff:add -- --email ana@example.rs --role admin [--set-password] [--reset-totp]
 * Creates a staff account of the back office, or gives an existing account the role, on the
 * shop's database: PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR,
 * as server/main.ts opens it. A new account's password is asked on the terminal (not shown), or
 * read from STAFF_PASSWORD when standard input is not a terminal.
 */
import { parseArgs } from 'node:util';
import { type StaffRole, staffRoles } from '../../contract/admin';
import { MIN_PASSWORD_LENGTH } from '../../contract/auth-constants';
import { emailSchema } from '../../contract/common';
import { addStaff } from '../admin/add-staff';
import { askHidden } from '../admin/hidden-prompt';
import { hashPassword } from '../auth/passwords';
import { CliError, runCli } from './run-cli';

const USAGE = [
  'Upotreba: npm run staff:add -- --email <adresa> --role admin|operator [--set-password] [--reset-totp]',
  '  --set-password  postojećem nalogu postavlja i novu lozinku',
  '  --reset-totp    briše aplikaciju za kodove i kodove za oporavak (izgubljen telefon)',
].join('\n');

class UsageError extends CliError {}

const OPTIONS = {
  email: { type: 'string' },
  role: { type: 'string' },
  'set-password': { type: 'boolean', default: false },
  'reset-totp': { type: 'boolean', default: false },
} as const;

function parseOptions(args: string[]) {
  let values: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof OPTIONS; strict: true }>
  >['values'];
  try {
    values = parseArgs({ args, options: OPTIONS, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!values.email || !email.success) {
    throw new UsageError(`Unesite ispravnu e-adresu (--email).\n${USAGE}`);
  }
  if (!staffRoles.includes(values.role as StaffRole)) {
    throw new UsageError(`Uloga mora biti admin ili operator, a ne "${values.role ?? ''}".\n${USAGE}`);
  }
  return {
    email: email.data,
    role: values.role as StaffRole,
    setPassword: values['set-password'] ?? false,
    resetTotp: values['reset-totp'] ?? false,
  };
}

/** The password as the shop's register checks it (contract/auth.ts). */
function checkedPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} karaktera.`);
  }
  if (password.length > 200) throw new UsageError('Lozinka je predugačka.');
  return password;
}

/** STAFF_PASSWORD when standard input is not a terminal; checked before the database is opened. */
function passwordFromEnvironment(): string | undefined {
  if (process.stdin.isTTY || !process.env.STAFF_PASSWORD) return undefined;
  return checkedPassword(process.env.STAFF_PASSWORD);
}

/** The password: asked twice on a terminal (not shown), else STAFF_PASSWORD. */
async function readPassword(email: string, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment !== undefined) return fromEnvironment;
  if (!process.stdin.isTTY) {
    throw new UsageError('Standardni ulaz nije terminal: lozinku zadajte u STAFF_PASSWORD.');
  }
  const password = await askHidden(`Lozinka za ${email}: `);
  if (password === null) throw new UsageError('Prekinuto.');
  const again = await askHidden('Ponovite lozinku: ');
  if (again !== password) throw new UsageError('Lozinke se ne poklapaju.');
  return checkedPassword(password);
}

await runCli(async (open) => {
  const options = parseOptions(process.argv.slice(2));
  const environmentPassword = passwordFromEnvironment();
  const newHash = async () => hashPassword(await readPassword(options.email, environmentPassword));
  const database = await open();
  const add = (passwordHash: string | null) =>
    addStaff(database.db, { ...options, passwordHash, resetTotp: options.resetTotp });
  let outcome = await add(options.setPassword ? await newHash() : null);
  if (outcome.kind === 'needsPassword') outcome = await add(await newHash());
  switch (outcome.kind) {
    case 'created':
      console.log(`Nalog ${options.email} je otvoren, uloga: ${options.role}.`);
      break;
    case 'changed':
      console.log(
        `Nalog ${options.email}: uloga ${outcome.from} → ${options.role}${options.setPassword ? ', nova lozinka' : ''}${options.resetTotp ? ', aplikacija za kodove obrisana' : ''}.`,
      );
      break;
    case 'unchanged':
      console.log(`Nalog ${options.email} već ima ulogu ${options.role}.`);
      break;
    case 'lastAdmin':
      console.error(`${options.email} je jedini administrator: prvo dodelite ulogu admin nekom drugom.`);
      return 1;
    case 'needsPassword':
      throw new Error('a new account without a password');
  }
  console.log('Prijava: stranica /admin, lozinkom ovog naloga i kodom iz aplikacije.');
  return 0;
});
