import { WITHDRAWAL_DAYS } from './order-lifecycle';

// The shopper's withdrawal window after delivery, in Belgrade calendar days (Zakon o zaštiti
// potrošača: 14 days from the day the goods were received). Delivered on 1 December, the last day
// is 15 December; on 16 December it is closed, whatever the hour.

const belgradeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Belgrade',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Belgrade of an instant, `YYYY-MM-DD`. */
export const belgradeDateOf = (instant: Date): string => belgradeDay.format(instant);

/** A `YYYY-MM-DD` day plus some days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The last day a delivered order may be withdrawn from. */
export const lastWithdrawalDay = (deliveredAt: Date): string =>
  addDays(belgradeDateOf(deliveredAt), WITHDRAWAL_DAYS);

/** Whether the window after delivery is still open now (before delivery it always is). */
export const withinWithdrawalDays = (deliveredAt: Date | null, now: Date): boolean =>
  deliveredAt === null || belgradeDateOf(now) <= lastWithdrawalDay(deliveredAt);
