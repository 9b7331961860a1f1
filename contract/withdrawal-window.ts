import { addDays, belgradeDateOf } from './belgrade-calendar';
import { WITHDRAWAL_DAYS } from './order-lifecycle';

// The shopper's withdrawal window after delivery, in Belgrade calendar days (Zakon o zaštiti
// potrošača: 14 days from the day the goods were received). Delivered on 1 December, the last day
// is 15 December; on 16 December it is closed, whatever the hour.

/** The last day a delivered order may be withdrawn from. */
export const lastWithdrawalDay = (deliveredAt: Date): string =>
  addDays(belgradeDateOf(deliveredAt), WITHDRAWAL_DAYS);

/** Whether the window after delivery is still open now (before delivery it always is). */
export const withinWithdrawalDays = (deliveredAt: Date | null, now: Date): boolean =>
  deliveredAt === null || belgradeDateOf(now) <= lastWithdrawalDay(deliveredAt);
