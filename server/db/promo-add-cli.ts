/**
 * npm run promo:add -- --code ZIMA10 --percent 10 --from 2026-12-01 --to 2026-12-31
 *   [--amount 500 instead of --percent] [--min 5000] [--max-uses 100] [--per-customer 1]
 * Creates a promo code (contract/promo.ts) on the shop's database, as the back office's screen
 * does. Days are Belgrade calendar days, both inclusive.
 */
import { parseArgs } from 'node:util';
import { formatDay } from '../../contract/format-date';
import { promoCreateBodySchema, promoValueText } from '../../contract/promo';
import { createPromo } from '../promo/promo-admin';
import { HttpError } from '../http-errors';
import { CliError, runCli } from './run-cli';

const USAGE = [
  'Upotreba: npm run promo:add -- --code <KOD> (--percent <1–100> | --amount <dinara>)',
  '          --from GGGG-MM-DD --to GGGG-MM-DD [--min <dinara>] [--max-uses <broj>] [--per-customer <broj>]',
].join('\n');

const OPTIONS = {
  code: { type: 'string' },
  percent: { type: 'string' },
  amount: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  min: { type: 'string' },
  'max-uses': { type: 'string' },
  'per-customer': { type: 'string' },
} as const;

/** A whole number option; absent gives `fallback`. */
function wholeNumber(name: string, value: string | undefined, fallback: number | null): number | null {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new CliError(`--${name} mora biti ceo broj, a ne "${value}".\n${USAGE}`);
  return Number(value);
}

function parseOptions(args: string[]) {
  let values: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof OPTIONS; strict: true }>
  >['values'];
  try {
    values = parseArgs({ args, options: OPTIONS, strict: true }).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if ((values.percent === undefined) === (values.amount === undefined)) {
    throw new CliError(`Zadajte tačno jedno od --percent i --amount.\n${USAGE}`);
  }
  const body = promoCreateBodySchema.safeParse({
    code: values.code ?? '',
    kind: values.percent !== undefined ? 'percent' : 'amount',
    value: wholeNumber(
      values.percent !== undefined ? 'percent' : 'amount',
      values.percent ?? values.amount,
      0,
    ),
    minOrder: wholeNumber('min', values.min, 0),
    validFrom: values.from ?? '',
    validTo: values.to ?? '',
    maxUses: wholeNumber('max-uses', values['max-uses'], null),
    maxUsesPerCustomer: wholeNumber('per-customer', values['per-customer'], null),
  });
  if (!body.success) {
    const lines = body.error.issues.map((issue) => `  ${issue.path.join('.') || 'kod'}: ${issue.message}`);
    throw new CliError(`Kod nije ispravan:\n${lines.join('\n')}\n${USAGE}`);
  }
  return body.data;
}

await runCli(async (open) => {
  const body = parseOptions(process.argv.slice(2));
  const database = await open();
  try {
    const promo = await createPromo(database.db, body, null);
    console.log(
      `Kod ${promo.code} je napravljen: ${promoValueText(promo)} popusta, važi od ${formatDay(promo.validFrom)} do ${formatDay(promo.validTo)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof HttpError) throw new CliError(error.message);
    throw error;
  }
});
