import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Prodavnica';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too (clock drift, typing time). */
const WINDOW = 1;

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export type TotpEnrolment = { uri: string; qrCode: string; secret: string };

/** The otpauth:// URI of a secret, and the same as a QR code (a data: URL) for the app to scan. */
export async function enrolmentOf(secretBase32: string, label: string): Promise<TotpEnrolment> {
  const uri = totpOf(secretBase32, label).toString();
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
  return { uri, qrCode, secret: secretBase32 };
}

/**
 * The time step a code belongs to if it is valid at `now` within ±1 step, else null. The caller
 * accepts it only if that step is later than the last accepted one, so a code works once.
 */
export function stepOfCode(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
