import { isValidModel97, mod97 } from '../../contract/model-97';

/**
 * The NBS IPS QR "PR" payload: what a Serbian banking app reads from the QR code printed on a bill
 * to fill in the transfer (NBS decision on instant credit transfers, Annex 1: tag K "PR" is the
 * code on a recipient's printed bill). Tags in the annex's order, separated by "|":
 *   K:PR  V:01  C:1 (UTF-8)  R: recipient's account, exactly 18 digits
 *   N: recipient's name (and seat), 1–70 characters
 *   I: "RSD" + amount with a mandatory decimal comma, no thousands separator (RSD1490,00)
 *   SF: payment code, 3 digits   S: purpose, at most 35 characters
 *   RO: model + reference, at most 35 characters; for model 97 digits only, no dashes or spaces
 */
export type IpsPayment = {
  /** Account as printed, `BBB-N…N-KK` (dashes optional). */
  account: string;
  recipient: string;
  /** Whole dinars. */
  amount: number;
  /** Šifra plaćanja; 289 is a payment ordered by a private person (građanin), not in cash. */
  paymentCode: string;
  purpose: string;
  /** The model-97 reference, control digits first (dashes allowed: they are dropped). */
  reference: string;
};

/**
 * A Serbian account as the 18 digits the payload needs: 3-digit bank, the account padded with zeros
 * to 13 digits, 2 control digits (`160-12345-95` → `160000000001234595`). Throws when the control
 * does not match (the whole number mod 97 must be 1): a wrong account must never reach a QR code.
 */
export function normalizeAccount(account: string): string {
  const match = /^(\d{3})-?(\d{1,13})-?(\d{2})$/.exec(account.trim());
  if (!match) throw new Error(`not a Serbian account number: "${account}"`);
  const digits = `${match[1]}${match[2]!.padStart(13, '0')}${match[3]}`;
  if (mod97(digits) !== 1) throw new Error(`account control digits do not match: "${account}"`);
  return digits;
}

/** "RSD1490,00": whole dinars with the comma and two decimals the annex requires. */
export function ipsAmount(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > 999_999_999_999)
    throw new Error(`not an IPS amount in whole dinars: ${amount}`);
  return `RSD${amount},00`;
}

function text(tag: string, value: string, min: number, max: number): string {
  const length = [...value].length;
  if (value.includes('|') || length < min || length > max)
    throw new Error(`IPS QR tag ${tag} must be ${min}–${max} characters without "|": "${value}"`);
  return `${tag}:${value}`;
}

/** The payload string to encode in the QR code; throws on anything the annex does not allow. */
export function ipsQrPayload(payment: IpsPayment): string {
  const reference = payment.reference.replace(/[-\s]/g, '');
  if (!isValidModel97(reference)) throw new Error(`not a model-97 reference: "${payment.reference}"`);
  if (!/^\d{3}$/.test(payment.paymentCode)) throw new Error(`not a payment code: "${payment.paymentCode}"`);
  return [
    'K:PR',
    'V:01',
    'C:1',
    `R:${normalizeAccount(payment.account)}`,
    text('N', payment.recipient, 1, 70),
    `I:${ipsAmount(payment.amount)}`,
    `SF:${payment.paymentCode}`,
    text('S', payment.purpose, 0, 35),
    text('RO', `97${reference}`, 0, 35),
  ].join('|');
}
