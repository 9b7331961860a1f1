import type { PromoRefusal } from '../../contract/promo';
import { HttpError, conflict } from '../http-errors';

/** A code that cannot be used on this cart: 422 with its Serbian reason and refusal code. */
export const promoRefused = ({ code, reason }: PromoRefusal) => new HttpError(422, code, reason);

/** At placement the same refusal is a 409: the order as reviewed cannot be placed now. */
export const promoRefusedAtPlacement = ({ code, reason }: PromoRefusal) => conflict(reason, code);

export const PROMO_MISMATCH_TEXT =
  'Kod za popust se razlikuje od onog koji ste pregledali. Osvežite stranicu i pregledajte porudžbinu ponovo.';
export const promoMismatch = () => conflict(PROMO_MISMATCH_TEXT, 'PROMO_MISMATCH');
